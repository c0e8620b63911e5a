DROP TABLE assistant_settings;
