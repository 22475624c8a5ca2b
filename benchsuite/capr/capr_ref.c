/* capr reference: transmission-line capacitance by finite differences and
 * Gauss-Seidel.  Column-major storage P(i,j) = phi[(i-1) + (j-1)*n] to mirror
 * capr.m (1-based indices in the macros). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define P(i, j) phi[((i) - 1) + (size_t)((j) - 1) * n]
#define F(i, j) fixed[((i) - 1) + (size_t)((j) - 1) * n]

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20;
    int niter = 4 * n;
    const double eps0 = 8.854187817e-12;
    double *phi = calloc((size_t)n * n, sizeof *phi);
    char *fixed = calloc((size_t)n * n, 1);
    if (!phi || !fixed)
        return 1;
    for (int k = 1; k <= n; k++) {
        F(1, k) = 1;
        F(n, k) = 1;
        F(k, 1) = 1;
        F(k, n) = 1;
    }
    int i1 = 3 * n / 8 + 1;
    int i2 = n - i1 + 1;
    int j1 = n / 4 + 1;
    int j2 = n - j1 + 1;
    for (int j = j1; j <= j2; j++)
        for (int i = i1; i <= i2; i++) {
            P(i, j) = 1;
            F(i, j) = 1;
        }
    for (int it = 1; it <= niter; it++)
        for (int j = 2; j <= n - 1; j++)
            for (int i = 2; i <= n - 1; i++)
                if (!F(i, j))
                    P(i, j) = 0.25 * (P(i - 1, j) + P(i + 1, j) + P(i, j - 1) + P(i, j + 1));

    double en = 0;
    for (int j = 1; j <= n; j++)
        for (int i = 1; i <= n - 1; i++) {
            double d = P(i + 1, j) - P(i, j);
            en = en + d * d;
        }
    for (int j = 1; j <= n - 1; j++)
        for (int i = 1; i <= n; i++) {
            double d = P(i, j + 1) - P(i, j);
            en = en + d * d;
        }
    double cap = eps0 * en;
    double q = 0;
    for (int j = j1; j <= j2; j++)
        q = q + (P(i1, j) - P(i1 - 1, j)) + (P(i2, j) - P(i2 + 1, j));
    for (int i = i1; i <= i2; i++)
        q = q + (P(i, j1) - P(i, j1 - 1)) + (P(i, j2) - P(i, j2 + 1));
    double cap2 = eps0 * q;

    /* sum(sum(phi)): column sums first, then the row of column sums */
    double tot = 0;
    for (int j = 1; j <= n; j++) {
        double cs = 0;
        for (int i = 1; i <= n; i++)
            cs += P(i, j);
        tot += cs;
    }
    printf("capr: C energy %.6e F/m\n", cap);
    printf("capr: C gauss %.6e F/m\n", cap2);
    printf("capr: phi probe %.8e\n", P(n / 4 + 1, n / 2 + 1));
    printf("capr: interior sum %.8e\n", tot);
    free(phi);
    free(fixed);
    return 0;
}
