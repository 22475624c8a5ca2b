/* Host driver of the q15fir library (tests/embedded_lib.rs); q15fir_oracle.m prints the same. */
#include <stdio.h>
#include "q15fir.h"

int main(void)
{
    int16_t x[32], y[32];
    const int16_t h[4] = {16384, 8192, -8192, 4096};
    int i;
    for (i = 0; i < 32; i++)
        x[i] = (int16_t)((i * 7919) % 65536 - 32768);
    q15fir(x, h, y);
    for (i = 0; i < 32; i++)
        printf("%d\n", y[i]);
    return 0;
}
