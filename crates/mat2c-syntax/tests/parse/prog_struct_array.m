people = struct('name', {'Ann', 'Bob'}, 'age', {31, 42});
for k = 1:numel(people)
  p = people(k);
  people(k).label = sprintf('%s (%d)', p.name, p.age);
end
ages = [people.age];
[~, order] = sort(ages, 'descend');
oldest = people(order(1)).name;
names = {people.name};
