#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    { double s[2] = {1.5, 1}; mt_get_scalar(MAT(2, 2, 1, 2, 3, 4), 2, s, "A"); }
    PRINTF("not reached\\n", );
    return mt_finish();
}
