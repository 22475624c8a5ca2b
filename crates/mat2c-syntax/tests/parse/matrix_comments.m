m = [1 2 % first row
     3 4 # second row
    ];
