function y = adpt_f(x, w)
% Wiggly integrand for the adpt benchmark: a damped chirp plus a slow cosine.
y = exp(-0.5*x) * sin(w*x*x) + 0.1*cos(7*x);
end
