DROP TABLE limited_calls;
