#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_user_error(3, ARGS(g_A(g_str("MY:id")), g_A(g_str("fmt %d\\n")), g_S(3)));
    PRINTF("not reached\\n", );
    return mt_finish();
}
