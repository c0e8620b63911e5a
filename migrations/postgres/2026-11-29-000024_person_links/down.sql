DROP TABLE person_links;
