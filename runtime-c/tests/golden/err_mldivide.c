#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_mldivide(g_new(), MAT(3, 3, 8, 3, 4, 1, 5, 9, 6, 7, 2), ROW(2, 1, 2));
    PRINTF("not reached\\n", );
    return mt_finish();
}
