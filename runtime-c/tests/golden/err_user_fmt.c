#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_user_error(2, ARGS(g_A(g_str("hello %d, %s")), g_A(ROW(2, 5, 6))));
    PRINTF("not reached\\n", );
    return mt_finish();
}
