/* hypg reference: 2F1(a,b;c;z) by its power series, term by term. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 50;
    if (n < 2)
        return 1;
    const double tol = 1e-15;
    const int kmax = 5000;
    double *vals = calloc(n, sizeof *vals);
    if (!vals)
        return 1;
    long nterms = 0;
    for (int p = 1; p <= n; p++) {
        double z = -0.95 + 1.9 * (p - 1) / (n - 1);
        for (int set = 1; set <= 2; set++) {
            double a, b, c;
            if (set == 1) {
                a = 0.75;
                b = 1.25;
                c = 2.5;
            } else {
                a = 1;
                b = 1;
                c = 2;
            }
            double term = 1, s = 1;
            int k = 0;
            while (fabs(term) > tol * fabs(s) && k < kmax) {
                term = term * (a + k) * (b + k) / ((c + k) * (k + 1)) * z;
                s = s + term;
                k++;
            }
            nterms += k;
            vals[p - 1] = vals[p - 1] + set * s;
        }
    }
    double z = 0.5, term = 1, s = 1;
    int k = 0;
    while (fabs(term) > tol * fabs(s) && k < kmax) {
        term = term * (1.0 + k) * (1.0 + k) / ((2.0 + k) * (k + 1.0)) * z;
        s = s + term;
        k++;
    }
    double sum = 0;
    for (int p = 0; p < n; p++)
        sum += vals[p];
    printf("hypg: points %d, total terms %ld\n", n, nterms);
    printf("hypg: sum of values %.10e\n", sum);
    printf("hypg: first %.10e, last %.10e\n", vals[0], vals[n - 1]);
    printf("hypg: 2F1(1,1;2;0.5) = %.12f (2 log 2 = 1.386294361120)\n", s);
    free(vals);
    return 0;
}
