/* fiff reference: leapfrog finite differences for the 2-D wave equation. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20;
    if (n < 4)
        return 1;
    int nt = 2 * n;
    const double c2 = 0.25;
    size_t nn = (size_t)n * n;
    double *u0 = calloc(nn, sizeof(double)), *u1 = calloc(nn, sizeof(double));
    double *u2 = calloc(nn, sizeof(double));
    if (!u0 || !u1 || !u2)
        return 1;
#define IX(i, j) (((size_t)(i) - 1) + ((size_t)(j) - 1) * n)
    double h = 1.0 / (n - 1);
    for (int j = 2; j <= n - 1; j++)
        for (int i = 2; i <= n - 1; i++) {
            double x = (i - 1) * h - 0.4;
            double y = (j - 1) * h - 0.55;
            u1[IX(i, j)] = exp(-(x * x + y * y) / 0.01);
        }
    memcpy(u0, u1, nn * sizeof(double));
    for (int step = 1; step <= nt; step++) {
        for (int j = 2; j <= n - 1; j++)
            for (int i = 2; i <= n - 1; i++)
                u2[IX(i, j)] = 2 * u1[IX(i, j)] - u0[IX(i, j)]
                               + c2 * (u1[IX(i + 1, j)] + u1[IX(i - 1, j)] + u1[IX(i, j + 1)]
                                       + u1[IX(i, j - 1)] - 4 * u1[IX(i, j)]);
        /* u0 = u1; u1 = u2 (u2 keeps its contents, as in the script) */
        double *t = u0;
        u0 = u1;
        u1 = t;
        memcpy(u1, u2, nn * sizeof(double));
    }
    double sq = 0, tot = 0, mx = 0;
    for (int j = 1; j <= n; j++) {
        double cs = 0;
        for (int i = 1; i <= n; i++) {
            double v = u1[IX(i, j)];
            sq = sq + v * v;
            cs += v;
            if (fabs(v) > mx)
                mx = fabs(v);
        }
        tot += cs;
    }
    printf("fiff: steps %d\n", nt);
    printf("fiff: sum(u) %.8e\n", tot);
    printf("fiff: sum(u.^2) %.8e\n", sq);
    printf("fiff: u(probe) %.8e\n", u1[IX(n / 3 + 1, 2 * n / 3 + 1)]);
    printf("fiff: max |u| %.8e\n", mx);
    free(u0); free(u1); free(u2);
    return 0;
}
