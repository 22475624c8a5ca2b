function show
  disp('shown');
end
