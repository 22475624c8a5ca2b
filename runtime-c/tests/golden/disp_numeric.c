#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    mt_disp(MAT(1, 1, 5));
    mt_disp(MAT(2, 2, 1, 3, 2, 4));
    mt_disp(MAT(1, 2, 1.5, NAN));
    mt_disp(MAT(1, 1, 10000000000));
    mt_disp(MAT(1, 1, -0.5));
    mt_disp(MAT(1, 30, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30));
    mt_disp(MAT(2, 2, 0.001, 1, 2, 3));
    return mt_finish();
}
