/* fdtd reference: 3-D Yee FDTD in a PEC box, column-major n x n x n arrays
 * with 1-based index macros mirroring fdtd.m slice by slice. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int n;
#define ID(i, j, k) (((size_t)(i) - 1) + ((size_t)(j) - 1) * n + ((size_t)(k) - 1) * n * n)

/* sum(sum(sum(A.*A + B.*B + C.*C))) with Octave's reduction order */
static double energy(const double *A, const double *B, const double *C)
{
    double tot = 0;
    for (int k = 1; k <= n; k++) {
        double s2 = 0;
        for (int j = 1; j <= n; j++) {
            double s1 = 0;
            for (int i = 1; i <= n; i++) {
                size_t p = ID(i, j, k);
                s1 += A[p] * A[p] + B[p] * B[p] + C[p] * C[p];
            }
            s2 += s1;
        }
        tot += s2;
    }
    return tot;
}

int main(int argc, char **argv)
{
    n = argc > 1 ? atoi(argv[1]) : 16;
    if (n < 4)
        return 1;
    int nt = 2 * n;
    const double ce = 0.5, ch = 0.5;
    size_t nn = (size_t)n * n * n;
    double *Ex = calloc(nn, sizeof(double)), *Ey = calloc(nn, sizeof(double));
    double *Ez = calloc(nn, sizeof(double)), *Hx = calloc(nn, sizeof(double));
    double *Hy = calloc(nn, sizeof(double)), *Hz = calloc(nn, sizeof(double));
    if (!Ex || !Ey || !Ez || !Hx || !Hy || !Hz)
        return 1;
    int sc = n / 2, pi1 = n / 4 + 1, pj = n / 3 + 1, pk = n / 2 + 2;
    double probe = 0;
    for (int step = 1; step <= nt; step++) {
        for (int k = 1; k <= n - 1; k++)
            for (int j = 1; j <= n - 1; j++)
                for (int i = 1; i <= n; i++)
                    Hx[ID(i, j, k)] = Hx[ID(i, j, k)] + ch * ((Ey[ID(i, j, k + 1)] - Ey[ID(i, j, k)]) - (Ez[ID(i, j + 1, k)] - Ez[ID(i, j, k)]));
        for (int k = 1; k <= n - 1; k++)
            for (int j = 1; j <= n; j++)
                for (int i = 1; i <= n - 1; i++)
                    Hy[ID(i, j, k)] = Hy[ID(i, j, k)] + ch * ((Ez[ID(i + 1, j, k)] - Ez[ID(i, j, k)]) - (Ex[ID(i, j, k + 1)] - Ex[ID(i, j, k)]));
        for (int k = 1; k <= n; k++)
            for (int j = 1; j <= n - 1; j++)
                for (int i = 1; i <= n - 1; i++)
                    Hz[ID(i, j, k)] = Hz[ID(i, j, k)] + ch * ((Ex[ID(i, j + 1, k)] - Ex[ID(i, j, k)]) - (Ey[ID(i + 1, j, k)] - Ey[ID(i, j, k)]));
        for (int k = 2; k <= n - 1; k++)
            for (int j = 2; j <= n - 1; j++)
                for (int i = 1; i <= n; i++)
                    Ex[ID(i, j, k)] = Ex[ID(i, j, k)] + ce * ((Hz[ID(i, j, k)] - Hz[ID(i, j - 1, k)]) - (Hy[ID(i, j, k)] - Hy[ID(i, j, k - 1)]));
        for (int k = 2; k <= n - 1; k++)
            for (int j = 1; j <= n; j++)
                for (int i = 2; i <= n - 1; i++)
                    Ey[ID(i, j, k)] = Ey[ID(i, j, k)] + ce * ((Hx[ID(i, j, k)] - Hx[ID(i, j, k - 1)]) - (Hz[ID(i, j, k)] - Hz[ID(i - 1, j, k)]));
        for (int k = 1; k <= n; k++)
            for (int j = 2; j <= n - 1; j++)
                for (int i = 2; i <= n - 1; i++)
                    Ez[ID(i, j, k)] = Ez[ID(i, j, k)] + ce * ((Hy[ID(i, j, k)] - Hy[ID(i - 1, j, k)]) - (Hx[ID(i, j, k)] - Hx[ID(i, j - 1, k)]));
        double t = step * 0.5;
        double arg = (t - 8) / 3;
        Ez[ID(sc, sc, sc)] = Ez[ID(sc, sc, sc)] + exp(-arg * arg) * sin(0.9 * t);
        probe = probe + Ez[ID(pi1, pj, pk)] * Ez[ID(pi1, pj, pk)];
    }
    double ee = energy(Ex, Ey, Ez);
    double he = energy(Hx, Hy, Hz);
    printf("fdtd: steps %d\n", nt);
    printf("fdtd: electric energy %.8e\n", ee);
    printf("fdtd: magnetic energy %.8e\n", he);
    printf("fdtd: probe trace %.8e\n", probe);
    printf("fdtd: Ez(probe) %.8e\n", Ez[ID(pi1, pj, pk)]);
    free(Ex); free(Ey); free(Ez); free(Hx); free(Hy); free(Hz);
    return 0;
}
