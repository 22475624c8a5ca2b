/* clos reference: transitive closure by repeated boolean squaring
 * A = min(A + A*A, 1) with a plain (column-major, j-k-i) matrix product. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 60;
    size_t nn = (size_t)n * n;
    double *A = calloc(nn, sizeof *A);
    double *C = malloc(nn * sizeof *C);
    if (!A || !C)
        return 1;
#define AT(M, i, j) M[((i) - 1) + (size_t)((j) - 1) * n]
    for (int i = 1; i <= n - 1; i++)
        if (i % 23 != 0)
            AT(A, i, i + 1) = 1;
    for (int i = 1; i <= n; i++)
        if (i % 7 == 0)
            AT(A, i, (5 * i) % n + 1) = 1;
    long e0 = 0;
    for (size_t k = 0; k < nn; k++)
        e0 += (long)A[k];

    int it = 0;
    double changed = 1;
    while (changed > 0) {
        /* C = A*A */
        memset(C, 0, nn * sizeof *C);
        for (int j = 0; j < n; j++) {
            double *cj = C + (size_t)j * n;
            for (int k = 0; k < n; k++) {
                double akj = A[k + (size_t)j * n];
                const double *ak = A + (size_t)k * n;
                for (int i = 0; i < n; i++)
                    cj[i] += ak[i] * akj;
            }
        }
        changed = 0;
        for (size_t k = 0; k < nn; k++) {
            double b = A[k] + C[k];
            if (b > 1)
                b = 1;
            double d = b - A[k];
            changed += d < 0 ? -d : d;
            A[k] = b;
        }
        it++;
    }
    long tot = 0, maxrow = 0, maxcol = 0, self = 0, chk = 0;
    for (int i = 1; i <= n; i++) {
        long r = 0;
        for (int j = 1; j <= n; j++)
            r += (long)AT(A, i, j);
        if (r > maxrow)
            maxrow = r;
        self += (long)AT(A, i, i);
    }
    for (int j = 1; j <= n; j++) {
        long c = 0;
        for (int i = 1; i <= n; i++) {
            c += (long)AT(A, i, j);
            if (AT(A, i, j) > 0)
                chk = (chk + i * 3 + j * 5) % 1000003;
        }
        if (c > maxcol)
            maxcol = c;
        tot += c;
    }
    printf("clos: initial edges %ld\n", e0);
    printf("clos: iterations %d\n", it);
    printf("clos: closure edges %ld\n", tot);
    printf("clos: max out-reach %ld, max in-reach %ld\n", maxrow, maxcol);
    printf("clos: self-loops %ld\n", self);
    printf("clos: position checksum %ld\n", chk);
    free(A);
    free(C);
    return 0;
}
