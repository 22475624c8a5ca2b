#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_index(g_new(), MAT(3, 3, 8, 3, 4, 1, 5, 9, 6, 7, 2), 2, SUBS(g_sc(4), g_sc(1)), "A");
    PRINTF("not reached\\n", );
    return mt_finish();
}
