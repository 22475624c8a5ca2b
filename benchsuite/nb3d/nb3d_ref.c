/* nb3d reference: n-body with n x 3 position/velocity matrices and the
 * pairwise work done on full n x n arrays, in the same element order as
 * the vectorised script (column-major, row sums accumulated over j). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    if (n < 2)
        return 1;
    const int nsteps = 20;
    const double dt = 0.01, soft = 0.01;
    size_t nn = (size_t)n * n;
    double *P = malloc(3 * n * sizeof(double)), *V = malloc(3 * n * sizeof(double));
    double *m = malloc(n * sizeof(double)), *Acc = malloc(3 * n * sizeof(double));
    double *D = malloc(3 * nn * sizeof(double)), *R2 = malloc(nn * sizeof(double));
    double *W = malloc(nn * sizeof(double));
    if (!P || !V || !m || !Acc || !D || !R2 || !W)
        return 1;
#define M2(A, i, j) A[(size_t)(i) + (size_t)(j) * n]          /* 0-based n x 3 */
#define D3(i, j, d) D[(size_t)(i) + (size_t)(j) * n + (size_t)(d) * nn]
    for (int i = 1; i <= n; i++) {
        int k = i - 1;
        M2(P, k, 0) = cos(0.7 * i) * (1 + 0.1 * (i % 7));
        M2(P, k, 1) = sin(0.7 * i) * (1 + 0.1 * (i % 5));
        M2(P, k, 2) = 0.05 * sin(1.3 * i);
        M2(V, k, 0) = -0.3 * M2(P, k, 1);
        M2(V, k, 1) = 0.3 * M2(P, k, 0);
        M2(V, k, 2) = 0.01 * cos(2.1 * i);
        m[k] = (double)(1 + i % 3) / n;
    }
    for (int step = 0; step <= nsteps; step++) {
        for (int d = 0; d < 3; d++)
            for (int j = 0; j < n; j++)
                for (int i = 0; i < n; i++)
                    D3(i, j, d) = M2(P, j, d) - M2(P, i, d);
        for (size_t p = 0; p < nn; p++)
            R2[p] = D[p] * D[p] + D[p + nn] * D[p + nn] + D[p + 2 * nn] * D[p + 2 * nn] + soft;
        if (step == nsteps)
            break; /* final pass only recomputes D and R2 for the energy */
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) {
                size_t p = (size_t)i + (size_t)j * n;
                W[p] = m[j] / (R2[p] * sqrt(R2[p]));
            }
        for (int d = 0; d < 3; d++) {
            double *a = Acc + (size_t)d * n;
            for (int i = 0; i < n; i++)
                a[i] = 0;
            for (int j = 0; j < n; j++)
                for (int i = 0; i < n; i++)
                    a[i] += D3(i, j, d) * W[(size_t)i + (size_t)j * n];
        }
        for (int p = 0; p < 3 * n; p++)
            V[p] = V[p] + dt * Acc[p];
        for (int p = 0; p < 3 * n; p++)
            P[p] = P[p] + dt * V[p];
    }
    double ke = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int d = 0; d < 3; d++)
            s += M2(V, i, d) * M2(V, i, d);
        ke += m[i] * s;
    }
    ke = 0.5 * ke;
    double tot = 0;
    for (int j = 0; j < n; j++) {
        double cs = 0;
        for (int i = 0; i < n; i++) {
            size_t p = (size_t)i + (size_t)j * n;
            double q = i == j ? 0 : m[i] * m[j] / sqrt(R2[p]);
            cs += q;
        }
        tot += cs;
    }
    double pe = -0.5 * tot;
    double cm[3];
    for (int d = 0; d < 3; d++) {
        double s = 0;
        for (int i = 0; i < n; i++)
            s += M2(P, i, d) * m[i];
        cm[d] = s;
    }
    printf("nb3d: bodies %d, steps %d\n", n, nsteps);
    printf("nb3d: kinetic %.8e\n", ke);
    printf("nb3d: potential %.8e\n", pe);
    printf("nb3d: total %.8e\n", ke + pe);
    printf("nb3d: mass-weighted position %.8e %.8e %.8e\n", cm[0], cm[1], cm[2]);
    free(P); free(V); free(m); free(Acc); free(D); free(R2); free(W);
    return 0;
}
