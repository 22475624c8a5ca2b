function a
  disp(1);
end

function b
  if true
    disp(2);

function c
  disp(3);
