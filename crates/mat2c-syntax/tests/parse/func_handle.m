a = @sin;
b = @pkg.fn;
c = feval(@cos, 0);
