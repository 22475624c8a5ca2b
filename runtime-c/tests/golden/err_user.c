#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_user_error(1, ARGS(g_A(g_str("my msg"))));
    PRINTF("not reached\\n", );
    return mt_finish();
}
