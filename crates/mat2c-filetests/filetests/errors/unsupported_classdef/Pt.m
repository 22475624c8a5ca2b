classdef Pt
  properties
    x
  end
end
