x = `ls`;
