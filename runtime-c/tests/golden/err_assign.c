#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    { mt_array *x = g_new(); mt_copy(x, ROW(3, 1, 2, 3)); mt_assign(x, 1, SUBS(g_ar(ROW(2, 1, 2))), g_A(ROW(3, 1, 2, 3)), "x"); }
    PRINTF("not reached\\n", );
    return mt_finish();
}
