/* matmul reference: blocked matrix product plus the naive triple loop.
 * Entries are small integers, so every result is exact. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BS 64

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    if (n < 1)
        return 1;
    size_t nn = (size_t)n * n;
    double *A = malloc(nn * sizeof(double)), *B = malloc(nn * sizeof(double));
    double *C = calloc(nn, sizeof(double)), *C2 = malloc(nn * sizeof(double));
    if (!A || !B || !C || !C2)
        return 1;
#define IX(i, j) ((size_t)(i) + (size_t)(j) * n) /* 0-based, column-major */
    for (int j = 1; j <= n; j++)
        for (int i = 1; i <= n; i++) {
            A[IX(i - 1, j - 1)] = (7 * i + 13 * j) % 17 - 8;
            B[IX(i - 1, j - 1)] = (5 * i + 3 * j) % 19 - 9;
        }
    /* C = A*B, blocked j-k-i loops over column-major storage */
    for (int jj = 0; jj < n; jj += BS)
        for (int kk = 0; kk < n; kk += BS)
            for (int j = jj; j < jj + BS && j < n; j++)
                for (int k = kk; k < kk + BS && k < n; k++) {
                    double b = B[IX(k, j)];
                    const double *a = A + IX(0, k);
                    double *c = C + IX(0, j);
                    for (int i = 0; i < n; i++)
                        c[i] += a[i] * b;
                }
    /* naive triple loop, same order as the script */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s = s + A[IX(i, k)] * B[IX(k, j)];
            C2[IX(i, j)] = s;
        }
    double dif = 0, sum = 0, sabs = 0, tr = 0, chk = 0;
    for (size_t p = 0; p < nn; p++) {
        dif += fabs(C[p] - C2[p]);
        sum += C[p];
        sabs += fabs(C[p]);
    }
    for (int i = 0; i < n; i++) {
        tr += C[IX(i, i)];
        for (int j = 0; j < n; j++)
            chk = fmod(chk * 7 + C2[IX(i, j)] + 1000000, 1000003);
    }
    printf("matmul: n = %d\n", n);
    printf("matmul: sum(C) %.0f\n", sum);
    printf("matmul: trace(C) %.0f\n", tr);
    printf("matmul: sum|C| %.0f\n", sabs);
    printf("matmul: C(1,n) %.0f, C(n,1) %.0f\n", C[IX(0, n - 1)], C[IX(n - 1, 0)]);
    printf("matmul: |C - C_loop| %.0f\n", dif);
    printf("matmul: loop checksum %.0f\n", chk);
    free(A); free(B); free(C); free(C2);
    return 0;
}
