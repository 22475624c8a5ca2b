try
  might_fail();
end
