/* lagr reference: direct Lagrange interpolation through Chebyshev nodes. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define M 24
static const double PI = 3.14159265358979323846;

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20;
    if (n < 2)
        return 1;
    double xn[M], fn[M];
    for (int j = 1; j <= M; j++) {
        xn[j - 1] = cos((2 * j - 1) * PI / (2 * M));
        fn[j - 1] = 1 / (1 + 25 * xn[j - 1] * xn[j - 1]);
    }
    double *v = malloc(n * sizeof *v);
    if (!v)
        return 1;
    double maxerr = 0;
    for (int p = 1; p <= n; p++) {
        double x = -1 + 2.0 * (p - 1) / (n - 1);
        double s = 0;
        for (int j = 0; j < M; j++) {
            double L = 1;
            for (int k = 0; k < M; k++)
                if (k != j)
                    L = L * (x - xn[k]) / (xn[j] - xn[k]);
            s = s + fn[j] * L;
        }
        v[p - 1] = s;
        double e = fabs(s - 1 / (1 + 25 * x * x));
        if (e > maxerr)
            maxerr = e;
    }
    double sum = 0;
    for (int p = 0; p < n; p++)
        sum += v[p];
    printf("lagr: points %d, nodes %d\n", n, M);
    printf("lagr: sum of values %.10e\n", sum);
    printf("lagr: value at x=-1 %.10e, at x=1 %.10e\n", v[0], v[n - 1]);
    printf("lagr: max error %.6e\n", maxerr);
    free(v);
    return 0;
}
