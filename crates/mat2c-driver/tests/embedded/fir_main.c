/* Host driver of the fir library (tests/embedded_lib.rs); fir_oracle.m prints the same. */
#include <stdio.h>
#include "fir.h"

int main(void)
{
    float x[64], h[8], y[64];
    int i;
    for (i = 0; i < 64; i++)
        x[i] = (float)(i % 7 - 3) / 4.0f;
    for (i = 0; i < 8; i++)
        h[i] = 1.0f / (float)(i + 1);
    fir(x, h, y);
    for (i = 0; i < 64; i++)
        printf("%.9g\n", (double)y[i]);
    return 0;
}
