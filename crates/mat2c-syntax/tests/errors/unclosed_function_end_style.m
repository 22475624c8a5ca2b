function a
  if true
    disp(1);
  end
end

function b
  disp(2);
