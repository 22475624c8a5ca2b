/* dich reference: SOR for the Laplace equation on the unit square. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const double PI = 3.14159265358979323846;

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 14;
    if (n < 3)
        return 1;
    double h = 1.0 / (n - 1);
    double omega = 2 / (1 + sin(PI * h));
    const double tol = 1e-9;
    int maxit = 20 * n;
    double *u = calloc((size_t)n * n, sizeof *u);
    if (!u)
        return 1;
#define U(i, j) u[((i) - 1) + (size_t)((j) - 1) * n]
    for (int k = 1; k <= n; k++) {
        double t = (k - 1) * h;
        U(k, 1) = t * (1 - t);
        U(k, n) = sin(PI * t);
        U(1, k) = 0.5 * sin(2 * PI * t) * t;
        U(n, k) = t * t * exp(t - 1);
    }
    int iter = 0;
    double err = 1;
    while (err > tol && iter < maxit) {
        err = 0;
        for (int j = 2; j <= n - 1; j++)
            for (int i = 2; i <= n - 1; i++) {
                double g = 0.25 * (U(i - 1, j) + U(i + 1, j) + U(i, j - 1) + U(i, j + 1));
                double du = omega * (g - U(i, j));
                U(i, j) = U(i, j) + du;
                if (fabs(du) > err)
                    err = fabs(du);
            }
        iter++;
    }
    int c = (n + 1) / 2;
    double tot = 0;
    for (int j = 1; j <= n; j++) {
        double cs = 0;
        for (int i = 1; i <= n; i++)
            cs += U(i, j);
        tot += cs;
    }
    printf("dich: omega %.12f\n", omega);
    printf("dich: iterations %d\n", iter);
    printf("dich: last max update %.4e\n", err);
    printf("dich: u(centre) %.8e\n", U(c, c));
    printf("dich: sum(u) %.8e\n", tot);
    free(u);
    return 0;
}
