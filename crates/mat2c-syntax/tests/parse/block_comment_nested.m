a = 1;
%{
outer
  %{
  inner
  %}
still comment
%}
b = 2;
