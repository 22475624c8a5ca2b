/* Host driver of the vstats library (tests/embedded_lib.rs); vstats_oracle.m prints the same.
 * max(x) is 0x0 for an empty x, so m is a variable-size output: buffer, capacity, size. */
#include <stdio.h>
#include "vstats.h"

int main(void)
{
    double x[10], s, m;
    size_t i, n, msize[2];
    for (i = 0; i < 10; i++)
        x[i] = (double)(i * 7 % 10) / 3.0;
    for (n = 1; n <= 10; n += 3) {
        vstats(x, n, &s, &m, 1, msize);
        printf("%.17g %.17g %d\n", s, m, (int)(msize[0] * msize[1]));
    }
    return 0;
}
