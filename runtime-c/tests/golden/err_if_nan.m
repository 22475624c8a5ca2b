fprintf('before\n');
if NaN
  disp(1)
end
fprintf('not reached\n');
