#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    { mt_array *x = g_new(); mt_copy(x, MAT(3, 3, 8, 3, 4, 1, 5, 9, 6, 7, 2)); mt_assign(x, 1, SUBS(g_sc(10)), g_S(1), "x"); }
    PRINTF("not reached\\n", );
    return mt_finish();
}
