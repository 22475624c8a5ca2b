switch cmd
  case 'start', go = true;
  case "stop", go = false;
end
