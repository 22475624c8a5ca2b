close all
clc
clear x y
