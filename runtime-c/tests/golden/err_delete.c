#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    { mt_array *x = g_new(); mt_copy(x, ROW(3, 1, 2, 3)); mt_delete(x, 1, SUBS(g_sc(5)), "x"); }
    PRINTF("not reached\\n", );
    return mt_finish();
}
