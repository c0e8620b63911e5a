ALTER TABLE users DROP COLUMN home_currency;
DROP TABLE budget_people;
DROP TABLE budgets;
