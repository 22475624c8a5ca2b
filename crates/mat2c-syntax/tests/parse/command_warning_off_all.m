warning off all
warning('on', 'all');
