/* crni reference: Crank-Nicolson for u_t = u_xx with a Thomas solver. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const double PI = 3.14159265358979323846;

/* x = tridiag(a, b, c) \ d, 0-based arrays of length n */
static void crni_tridiag(int n, const double *a, const double *b, const double *c,
                         const double *d, double *cp, double *dp, double *x)
{
    cp[0] = c[0] / b[0];
    dp[0] = d[0] / b[0];
    for (int i = 1; i < n; i++) {
        double m = b[i] - a[i] * cp[i - 1];
        cp[i] = c[i] / m;
        dp[i] = (d[i] - a[i] * dp[i - 1]) / m;
    }
    x[n - 1] = dp[n - 1];
    for (int i = n - 2; i >= 0; i--)
        x[i] = dp[i] - cp[i] * x[i + 1];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    if (n < 2)
        return 1;
    int nt = n;
    double dx = 1.0 / (n + 1);
    double dt = 0.5 * dx;
    double r = dt / (dx * dx);
    double *u = malloc(n * sizeof *u), *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
    double *d = malloc(n * sizeof *d), *cp = malloc(n * sizeof *cp);
    double *dp = malloc(n * sizeof *dp);
    if (!u || !a || !b || !c || !d || !cp || !dp)
        return 1;
    for (int i = 1; i <= n; i++) {
        double x = i * dx;
        u[i - 1] = sin(PI * x) + 0.5 * sin(3 * PI * x) + 2 * x * (1 - x) * cos(5 * x);
    }
    for (int i = 0; i < n; i++) {
        a[i] = -r / 2;
        b[i] = 1 + r;
        c[i] = -r / 2;
    }
    for (int step = 1; step <= nt; step++) {
        for (int i = 0; i < n; i++) {
            double left = i > 0 ? u[i - 1] : 0;
            double right = i < n - 1 ? u[i + 1] : 0;
            d[i] = r / 2 * left + (1 - r) * u[i] + r / 2 * right;
        }
        crni_tridiag(n, a, b, c, d, cp, dp, u);
    }
    int mid = (n + 1) / 2;
    double s = 0, mx = -HUGE_VAL;
    for (int i = 0; i < n; i++) {
        s += u[i];
        if (u[i] > mx)
            mx = u[i];
    }
    printf("crni: r = %.6f, steps %d, t = %.6f\n", r, nt, nt * dt);
    printf("crni: u(mid) %.10e\n", u[mid - 1]);
    printf("crni: sum(u)*dx %.10e\n", s * dx);
    printf("crni: max(u) %.10e\n", mx);
    free(u); free(a); free(b); free(c); free(d); free(cp); free(dp);
    return 0;
}
