#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_index(g_new(), MAT(2, 2, 1, 2, 3, 4), 2, SUBS(g_sc(1), g_sc(-1)), "A");
    PRINTF("not reached\\n", );
    return mt_finish();
}
