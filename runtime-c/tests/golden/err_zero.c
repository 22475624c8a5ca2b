#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_index(g_new(), ROW(3, 1, 2, 3), 1, SUBS(g_sc(0)), "a");
    PRINTF("not reached\\n", );
    return mt_finish();
}
