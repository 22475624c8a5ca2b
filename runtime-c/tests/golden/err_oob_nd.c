#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_index(g_new(), ND3(2, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), 3, SUBS(g_sc(1), g_sc(1), g_sc(3)), "B");
    PRINTF("not reached\\n", );
    return mt_finish();
}
