x = 1 + if;
