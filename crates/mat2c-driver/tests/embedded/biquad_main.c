/* Host driver of the biquad library (tests/embedded_lib.rs); biquad_oracle.m prints the same. */
#include <stdio.h>
#include "biquad.h"

int main(void)
{
    float x[64], y[64];
    const float b[3] = {0.25f, 0.5f, 0.25f}, a[3] = {1.0f, -0.5f, 0.125f};
    int i;
    for (i = 0; i < 64; i++)
        x[i] = (float)(i % 5) - 2.0f;
    biquad(x, b, a, y);
    for (i = 0; i < 64; i++)
        printf("%.9g\n", (double)y[i]);
    return 0;
}
