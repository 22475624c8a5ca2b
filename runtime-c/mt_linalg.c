/* mt_linalg.c — matrix products, transposes, linear solves and matrix powers.
 * With -DMT_HAVE_F77BLAS (the system BLAS through its Fortran interface) or -DMT_HAVE_CBLAS
 * (OpenBLAS's CBLAS) mt_mtimes makes Octave's BLAS calls; otherwise a cache-blocked,
 * register-tiled kernel of our own. */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef MT_HAVE_CBLAS
#include <cblas.h>
#endif

static void *lmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        mt_error("out of memory or dimension too large for Octave's index type");
    return p;
}

static void set_2d(mt_array *r, mt_class cls, int cplx, size_t rows, size_t cols)
{
    size_t d[2];
    d[0] = rows;
    d[1] = cols;
    mt_resize(r, cls, cplx, 2, d);
}

static void nonconformant(const char *op, const mt_array *a, const mt_array *b)
{
    char b1[64], b2[64];
    mt__dims_str(b1, sizeof b1, a->ndims, a->dims);
    mt__dims_str(b2, sizeof b2, b->ndims, b->dims);
    mt_error_id("Octave:nonconformant-args",
                "operator %s: nonconformant arguments (op1 is %s, op2 is %s)", op, b1, b2);
}

/* ------------------------------------------------------------------------- */
/* the BLAS calls of Octave's xgemm                                          */
/* ------------------------------------------------------------------------- */

/* Octave multiplies through the system BLAS (liboctave's xgemm): a dot product for a row
 * times a column, a matrix-vector product for a matrix times a column or a row times a
 * matrix (the matrix transposed), a GEMM otherwise. With a BLAS linked the runtime makes
 * the same calls, so products carry Octave's bits: MT_HAVE_F77BLAS calls the Fortran
 * symbols of the library the driver found (libblas.so.3, which Octave links),
 * MT_HAVE_CBLAS the CBLAS of OpenBLAS. */
#if defined(MT_HAVE_F77BLAS) || defined(MT_HAVE_CBLAS)
#define MT_BLAS 1

static int bl_n(size_t n)
{
    if (n > 0x7fffffff)
        mt_error("out of memory or dimension too large for Octave's index type");
    return (int)n;
}

#ifdef MT_HAVE_F77BLAS
/* Fortran symbols with gfortran's hidden character-length arguments at the end. Complex
 * arrays are interleaved (re, im): COMPLEX*16 and COMPLEX*8. */
typedef size_t bl_len;
typedef void bl_gemm_d(const char *ta, const char *tb, const int *m, const int *n, const int *k,
                       const double *alpha, const double *a, const int *lda, const double *b,
                       const int *ldb, const double *beta, double *c, const int *ldc, bl_len,
                       bl_len);
typedef void bl_gemv_d(const char *t, const int *m, const int *n, const double *alpha,
                       const double *a, const int *lda, const double *x, const int *incx,
                       const double *beta, double *y, const int *incy, bl_len);
typedef double bl_dot_d(const int *n, const double *x, const int *incx, const double *y,
                        const int *incy);
typedef void bl_gemm_s(const char *ta, const char *tb, const int *m, const int *n, const int *k,
                       const float *alpha, const float *a, const int *lda, const float *b,
                       const int *ldb, const float *beta, float *c, const int *ldc, bl_len,
                       bl_len);
typedef void bl_gemv_s(const char *t, const int *m, const int *n, const float *alpha,
                       const float *a, const int *lda, const float *x, const int *incx,
                       const float *beta, float *y, const int *incy, bl_len);
typedef float bl_dot_s(const int *n, const float *x, const int *incx, const float *y,
                       const int *incy);
typedef double complex bl_dot_z(const int *n, const double *x, const int *incx, const double *y,
                                const int *incy);
typedef float complex bl_dot_c(const int *n, const float *x, const int *incx, const float *y,
                               const int *incy);
typedef void bl_syrk_s(const char *uplo, const char *trans, const int *n, const int *k,
                       const float *alpha, const float *a, const int *lda, const float *beta,
                       float *c, const int *ldc, bl_len, bl_len);
/* dsyrk, zherk (real alpha and beta) and zsyrk (complex ones): C = alpha*op(A)*op(A)' */
typedef void bl_syrk(const char *uplo, const char *trans, const int *n, const int *k,
                     const double *alpha, const double *a, const int *lda, const double *beta,
                     double *c, const int *ldc, bl_len, bl_len);
#ifdef MT_BLAS_DLOPEN
/* The driver's builds open the library at the first product instead of linking it: a program
 * that never multiplies matrices then does not pay for loading it (OpenBLAS's relocations
 * and start-up are ~10M instructions, more than many whole programs). Same library, same
 * calls, same bits. */
#include <dlfcn.h>

static void *bl_sym(const char *name)
{
    static void *lib;
    void *p;
    if (!lib)
        lib = dlopen("libblas.so.3", RTLD_NOW | RTLD_GLOBAL);
    if (!lib)
        lib = dlopen("libblas.so", RTLD_NOW | RTLD_GLOBAL);
    if (!lib)
        mt_error("mat2c: cannot load the BLAS library (libblas.so.3) the program was built for");
    p = dlsym(lib, name);
    if (!p)
        mt_error("mat2c: the BLAS library has no %s", name);
    return p;
}

/* `fn` of type `type`, looked up once (through a data pointer: POSIX's dlsym idiom, which
 * ISO C's function/object pointer rules otherwise forbid). */
#define BL_FN(type, fn)                                                                        \
    static type *bl_##fn(void)                                                                 \
    {                                                                                          \
        static type *f;                                                                        \
        if (!f)                                                                                \
            *(void **)(&f) = bl_sym(#fn);                                                      \
        return f;                                                                              \
    }
BL_FN(bl_gemm_d, dgemm_)
BL_FN(bl_gemv_d, dgemv_)
BL_FN(bl_dot_d, ddot_)
BL_FN(bl_gemm_s, sgemm_)
BL_FN(bl_gemv_s, sgemv_)
BL_FN(bl_dot_s, sdot_)
BL_FN(bl_gemm_d, zgemm_)
BL_FN(bl_gemv_d, zgemv_)
BL_FN(bl_dot_z, zdotu_)
BL_FN(bl_dot_z, zdotc_)
BL_FN(bl_syrk, dsyrk_)
BL_FN(bl_syrk, zherk_)
BL_FN(bl_syrk, zsyrk_)
BL_FN(bl_syrk_s, ssyrk_)
BL_FN(bl_gemm_s, cgemm_)
BL_FN(bl_gemv_s, cgemv_)
BL_FN(bl_dot_c, cdotu_)
BL_FN(bl_dot_c, cdotc_)
BL_FN(bl_syrk_s, cherk_)
BL_FN(bl_syrk_s, csyrk_)
#define dgemm_ (*bl_dgemm_())
#define dgemv_ (*bl_dgemv_())
#define ddot_ (*bl_ddot_())
#define sgemm_ (*bl_sgemm_())
#define sgemv_ (*bl_sgemv_())
#define sdot_ (*bl_sdot_())
#define zgemm_ (*bl_zgemm_())
#define zgemv_ (*bl_zgemv_())
#define zdotu_ (*bl_zdotu_())
#define zdotc_ (*bl_zdotc_())
#define dsyrk_ (*bl_dsyrk_())
#define zherk_ (*bl_zherk_())
#define zsyrk_ (*bl_zsyrk_())
#define ssyrk_ (*bl_ssyrk_())
#define cgemm_ (*bl_cgemm_())
#define cgemv_ (*bl_cgemv_())
#define cdotu_ (*bl_cdotu_())
#define cdotc_ (*bl_cdotc_())
#define cherk_ (*bl_cherk_())
#define csyrk_ (*bl_csyrk_())
#else
extern bl_gemm_d dgemm_, zgemm_;
extern bl_gemv_d dgemv_, zgemv_;
extern bl_dot_d ddot_;
extern bl_gemm_s sgemm_;
extern bl_gemv_s sgemv_;
extern bl_dot_s sdot_;
extern bl_dot_z zdotu_, zdotc_;
extern bl_syrk dsyrk_, zherk_, zsyrk_;
extern bl_syrk_s ssyrk_, cherk_, csyrk_;
extern bl_gemm_s cgemm_;
extern bl_gemv_s cgemv_;
extern bl_dot_c cdotu_, cdotc_;
#endif
#endif

/* y = op(A) * x, A m-by-n (lda = m), op 'N' or 'T'; C = A*B (M-by-K times K-by-N); the dot
 * product of n elements. Real double (d), real single (s), complex double (z). */
static void bl_dgemv(char t, size_t m, size_t n, const double *A, const double *x, double *y)
{
    int im = bl_n(m), in = bl_n(n), one = 1;
    double a1 = 1.0, b0 = 0.0;
#ifdef MT_HAVE_F77BLAS
    dgemv_(&t, &im, &in, &a1, A, &im, x, &one, &b0, y, &one, 1);
#else
    cblas_dgemv(CblasColMajor, t == 'T' ? CblasTrans : CblasNoTrans, im, in, a1, A, im, x, one,
                b0, y, one);
#endif
}

static void bl_dgemm(size_t M, size_t N, size_t K, const double *A, const double *B, double *C)
{
    int m = bl_n(M), n = bl_n(N), k = bl_n(K);
    double a1 = 1.0, b0 = 0.0;
#ifdef MT_HAVE_F77BLAS
    dgemm_("N", "N", &m, &n, &k, &a1, A, &m, B, &k, &b0, C, &m, 1, 1);
#else
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, m, n, k, a1, A, m, B, k, b0, C, m);
#endif
}

static double bl_ddot(size_t n, const double *x, const double *y)
{
    int in = bl_n(n), one = 1;
#ifdef MT_HAVE_F77BLAS
    return ddot_(&in, x, &one, y, &one);
#else
    return cblas_ddot(in, x, one, y, one);
#endif
}

static void bl_sgemv(char t, size_t m, size_t n, const float *A, const float *x, float *y)
{
    int im = bl_n(m), in = bl_n(n), one = 1;
    float a1 = 1.0f, b0 = 0.0f;
#ifdef MT_HAVE_F77BLAS
    sgemv_(&t, &im, &in, &a1, A, &im, x, &one, &b0, y, &one, 1);
#else
    cblas_sgemv(CblasColMajor, t == 'T' ? CblasTrans : CblasNoTrans, im, in, a1, A, im, x, one,
                b0, y, one);
#endif
}

static void bl_sgemm(size_t M, size_t N, size_t K, const float *A, const float *B, float *C)
{
    int m = bl_n(M), n = bl_n(N), k = bl_n(K);
    float a1 = 1.0f, b0 = 0.0f;
#ifdef MT_HAVE_F77BLAS
    sgemm_("N", "N", &m, &n, &k, &a1, A, &m, B, &k, &b0, C, &m, 1, 1);
#else
    cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, m, n, k, a1, A, m, B, k, b0, C, m);
#endif
}

static float bl_sdot(size_t n, const float *x, const float *y)
{
    int in = bl_n(n), one = 1;
#ifdef MT_HAVE_F77BLAS
    return sdot_(&in, x, &one, y, &one);
#else
    return cblas_sdot(in, x, one, y, one);
#endif
}

static void bl_zgemv(char t, size_t m, size_t n, const double *A, const double *x, double *y)
{
    int im = bl_n(m), in = bl_n(n), one = 1;
    double a1[2] = {1.0, 0.0}, b0[2] = {0.0, 0.0};
#ifdef MT_HAVE_F77BLAS
    zgemv_(&t, &im, &in, a1, A, &im, x, &one, b0, y, &one, 1);
#else
    cblas_zgemv(CblasColMajor, t == 'T' ? CblasTrans : CblasNoTrans, im, in, a1, A, im, x, one,
                b0, y, one);
#endif
}

static void bl_zgemm(size_t M, size_t N, size_t K, const double *A, const double *B, double *C)
{
    int m = bl_n(M), n = bl_n(N), k = bl_n(K);
    double a1[2] = {1.0, 0.0}, b0[2] = {0.0, 0.0};
#ifdef MT_HAVE_F77BLAS
    zgemm_("N", "N", &m, &n, &k, a1, A, &m, B, &k, b0, C, &m, 1, 1);
#else
    cblas_zgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, m, n, k, a1, A, m, B, k, b0, C, m);
#endif
}

static void bl_zdotu(size_t n, const double *x, const double *y, double *r)
{
    int in = bl_n(n), one = 1;
#ifdef MT_HAVE_F77BLAS
    double complex s = zdotu_(&in, x, &one, y, &one);
    r[0] = creal(s);
    r[1] = cimag(s);
#else
    cblas_zdotu_sub(in, x, one, y, one, r);
#endif
}
#endif /* MT_HAVE_F77BLAS || MT_HAVE_CBLAS */

#ifdef MT_BLAS
int mt__blas_dots(mt_class cls, size_t n, size_t k, const mt_array *x, const mt_array *y,
                  double *z)
{
    size_t i, j;
    if (cls == MT_SINGLE) {
        float *fx = (float *)lmalloc(n * k * sizeof(float)),
              *fy = (float *)lmalloc(n * k * sizeof(float));
        for (i = 0; i < n * k; i++) {
            fx[i] = (float)mt__get(x, i);
            fy[i] = (float)mt__get(y, i);
        }
        for (j = 0; j < k; j++)
            z[j] = n ? (double)bl_sdot(n, fx + j * n, fy + j * n) : 0;
        free(fx);
        free(fy);
    } else {
        double *dx = NULL, *dy = NULL;
        const double *px, *py;
        if (x->cls == MT_DOUBLE)
            px = (const double *)x->data;
        else {
            dx = (double *)lmalloc(n * k * sizeof(double));
            for (i = 0; i < n * k; i++)
                dx[i] = mt__get(x, i);
            px = dx;
        }
        if (y->cls == MT_DOUBLE)
            py = (const double *)y->data;
        else {
            dy = (double *)lmalloc(n * k * sizeof(double));
            for (i = 0; i < n * k; i++)
                dy[i] = mt__get(y, i);
            py = dy;
        }
        for (j = 0; j < k; j++)
            z[j] = n ? bl_ddot(n, px + j * n, py + j * n) : 0;
        free(dx);
        free(dy);
    }
    return 1;
}
#else
int mt__blas_dots(mt_class cls, size_t n, size_t k, const mt_array *x, const mt_array *y,
                  double *z)
{
    (void)cls;
    (void)n;
    (void)k;
    (void)x;
    (void)y;
    (void)z;
    return 0;
}
#endif

/* ------------------------------------------------------------------------- */
/* dgemm: C = A*B (column-major, C not aliased)                              */
/* ------------------------------------------------------------------------- */

#ifndef MT_BLAS
#define MC 96
#define KC 256
#define MR 4
#define NR 4

/* pack an mc x kc block of A into MR-row panels: panel p, column k, row r */
static void pack_a(size_t mc, size_t kc, const double *restrict A, size_t lda,
                   double *restrict Ap)
{
    size_t i, k, r;
    for (i = 0; i < mc; i += MR) {
        size_t mr = mc - i < MR ? mc - i : MR;
        for (k = 0; k < kc; k++) {
            const double *col = A + i + k * lda;
            for (r = 0; r < mr; r++)
                *Ap++ = col[r];
            for (; r < MR; r++)
                *Ap++ = 0.0;
        }
    }
}

/* C[0..mr,0..nr] += Ap-panel * B[0..kc, 0..nr] */
static void kernel_4x4(size_t kc, const double *restrict ap, const double *restrict B, size_t ldb,
                       double *restrict C, size_t ldc, size_t mr, size_t nr)
{
    double c00 = 0, c10 = 0, c20 = 0, c30 = 0, c01 = 0, c11 = 0, c21 = 0, c31 = 0;
    double c02 = 0, c12 = 0, c22 = 0, c32 = 0, c03 = 0, c13 = 0, c23 = 0, c33 = 0;
    const double *b0 = B, *b1 = B + (nr > 1 ? ldb : 0), *b2 = B + (nr > 2 ? 2 * ldb : 0),
                 *b3 = B + (nr > 3 ? 3 * ldb : 0);
    size_t k;
    for (k = 0; k < kc; k++) {
        double a0 = ap[0], a1 = ap[1], a2 = ap[2], a3 = ap[3];
        double x0 = b0[k], x1 = b1[k], x2 = b2[k], x3 = b3[k];
        c00 += a0 * x0; c10 += a1 * x0; c20 += a2 * x0; c30 += a3 * x0;
        c01 += a0 * x1; c11 += a1 * x1; c21 += a2 * x1; c31 += a3 * x1;
        c02 += a0 * x2; c12 += a1 * x2; c22 += a2 * x2; c32 += a3 * x2;
        c03 += a0 * x3; c13 += a1 * x3; c23 += a2 * x3; c33 += a3 * x3;
        ap += 4;
    }
    {
        double t[4][4];
        size_t i, j;
        t[0][0] = c00; t[0][1] = c10; t[0][2] = c20; t[0][3] = c30;
        t[1][0] = c01; t[1][1] = c11; t[1][2] = c21; t[1][3] = c31;
        t[2][0] = c02; t[2][1] = c12; t[2][2] = c22; t[2][3] = c32;
        t[3][0] = c03; t[3][1] = c13; t[3][2] = c23; t[3][3] = c33;
        for (j = 0; j < nr; j++)
            for (i = 0; i < mr; i++)
                C[i + j * ldc] += t[j][i];
    }
}

static void own_dgemm(size_t M, size_t N, size_t K, const double *A, const double *B, double *C)
{
    double *Ap;
    size_t pc, ic, jr, ir;
    memset(C, 0, M * N * sizeof(double));
    if (M == 0 || N == 0 || K == 0)
        return;
    Ap = (double *)lmalloc(sizeof(double) * (MC + MR) * KC);
    for (pc = 0; pc < K; pc += KC) {
        size_t kc = K - pc < KC ? K - pc : KC;
        for (ic = 0; ic < M; ic += MC) {
            size_t mc = M - ic < MC ? M - ic : MC;
            pack_a(mc, kc, A + ic + pc * M, M, Ap);
            for (jr = 0; jr < N; jr += NR) {
                size_t nr = N - jr < NR ? N - jr : NR;
                for (ir = 0; ir < mc; ir += MR) {
                    size_t mr = mc - ir < MR ? mc - ir : MR;
                    kernel_4x4(kc, Ap + ir * kc, B + pc + jr * K, K, C + ic + ir + jr * M, M, mr,
                               nr);
                }
            }
        }
    }
    free(Ap);
}
#endif

/* C = A*B for real doubles (M-by-K times K-by-N, C not aliased). With a BLAS: Octave's
 * xgemm calls (dot, matrix-vector with the matrix transposed for a row times a matrix,
 * GEMM). An inner dimension of 1 is an outer product: each element one product, added to
 * zero as the BLAS's GEMM does (so a product -0 gives 0, as in Octave). */
static void dgemm_nn(size_t M, size_t N, size_t K, const double *A, const double *B, double *C)
{
    if (M == 0 || N == 0)
        return;
    if (K == 0) {
        memset(C, 0, M * N * sizeof(double));
        return;
    }
    if (K == 1 && M > 1 && N > 1) {
        size_t i, j;
        for (j = 0; j < N; j++) {
            double b = B[j], *restrict c = C + j * M;
            for (i = 0; i < M; i++)
                c[i] = 0.0 + A[i] * b;
        }
        return;
    }
#ifdef MT_BLAS
    if (N == 1 && M == 1)
        C[0] = bl_ddot(K, A, B);
    else if (N == 1)
        bl_dgemv('N', M, K, A, B, C);
    else if (M == 1)
        bl_dgemv('T', K, N, B, A, C);
    else
        bl_dgemm(M, N, K, A, B, C);
#else
    if (N == 1) {
        size_t i, k;
        if (M == 1) {
            double s = 0;
            for (k = 0; k < K; k++)
                s += A[k] * B[k];
            C[0] = s;
            return;
        }
        memset(C, 0, M * sizeof(double));
        for (k = 0; k < K; k++) {
            const double *restrict col = A + k * M;
            double *restrict y = C;
            double x = B[k];
            for (i = 0; i < M; i++)
                y[i] += col[i] * x;
        }
        return;
    }
    own_dgemm(M, N, K, A, B, C);
#endif
}

#ifdef MT_BLAS
/* The same for single (Octave's FloatMatrix xgemm: sdot, sgemv, sgemm on single operands). */
static void sgemm_nn(size_t M, size_t N, size_t K, const float *A, const float *B, float *C)
{
    if (M == 0 || N == 0)
        return;
    if (K == 0) {
        memset(C, 0, M * N * sizeof(float));
        return;
    }
    if (K == 1 && M > 1 && N > 1) {
        size_t i, j;
        for (j = 0; j < N; j++)
            for (i = 0; i < M; i++)
                C[i + j * M] = 0.0f + A[i] * B[j];
        return;
    }
    if (N == 1 && M == 1)
        C[0] = bl_sdot(K, A, B);
    else if (N == 1)
        bl_sgemv('N', M, K, A, B, C);
    else if (M == 1)
        bl_sgemv('T', K, N, B, A, C);
    else
        bl_sgemm(M, N, K, A, B, C);
}

/* Complex double C = A*B, interleaved: zdotu, zgemv, zgemm as Octave's ComplexMatrix xgemm. */
static void zgemm_nn(size_t M, size_t N, size_t K, const double *A, const double *B, double *C)
{
    if (M == 0 || N == 0)
        return;
    if (K == 0) {
        memset(C, 0, 2 * M * N * sizeof(double));
        return;
    }
    if (N == 1 && M == 1)
        bl_zdotu(K, A, B, C);
    else if (N == 1)
        bl_zgemv('N', M, K, A, B, C);
    else if (M == 1)
        bl_zgemv('T', K, N, B, A, C);
    else
        bl_zgemm(M, N, K, A, B, C);
}

/* The elements of a as T (double or float), interleaved complex (cplx) or real parts
 * (part 0) or imaginary parts (part 1). */
#define MT_PARTS(NAME, T)                                                                      \
    static T *NAME(const mt_array *a, int cplx, int part)                                      \
    {                                                                                          \
        size_t i, n = a->numel;                                                                \
        T *p = (T *)lmalloc((cplx ? 2 : 1) * n * sizeof(T));                                   \
        for (i = 0; i < n; i++) {                                                              \
            if (cplx) {                                                                        \
                p[2 * i] = (T)mt__get(a, i);                                                   \
                p[2 * i + 1] = (T)mt__get_im(a, i);                                            \
            } else                                                                             \
                p[i] = (T)(part ? mt__get_im(a, i) : mt__get(a, i));                           \
        }                                                                                      \
        return p;                                                                              \
    }

/* A complex product through the BLAS in precision T (class CLS). Octave's operator * of a
 * real and a complex matrix (CMatrix.cc, fCMatrix.cc) multiplies the real one by the real
 * and imaginary parts separately (REAL_NN) when the inner dimension exceeds a tenth of the
 * smaller outer one, else promotes it to complex (CPLX_NN). */
#define MT_CPLX_PRODUCT(NAME, T, CLS, PARTS, REAL_NN, CPLX_NN)                                 \
    static void NAME(mt_array *out, const mt_array *A, const mt_array *B, size_t M, size_t N,   \
                     size_t K)                                                                 \
    {                                                                                          \
        size_t mn = M < N ? M : N, i;                                                          \
        T *c;                                                                                  \
        set_2d(out, CLS, 1, M, N);                                                             \
        c = (T *)out->data;                                                                    \
        if ((!A->cplx || !B->cplx) && K > mn / 10) {                                           \
            const mt_array *re = A->cplx ? B : A, *cx = A->cplx ? A : B;                       \
            T *r = PARTS(re, 0, 0), *xr = PARTS(cx, 0, 0), *xi = PARTS(cx, 0, 1);              \
            T *pr = (T *)lmalloc(M * N * sizeof(T)), *pi = (T *)lmalloc(M * N * sizeof(T));    \
            if (A->cplx) {                                                                     \
                REAL_NN(M, N, K, xr, r, pr);                                                   \
                REAL_NN(M, N, K, xi, r, pi);                                                   \
            } else {                                                                           \
                REAL_NN(M, N, K, r, xr, pr);                                                   \
                REAL_NN(M, N, K, r, xi, pi);                                                   \
            }                                                                                  \
            for (i = 0; i < M * N; i++) {                                                      \
                c[2 * i] = pr[i];                                                              \
                c[2 * i + 1] = pi[i];                                                          \
            }                                                                                  \
            free(r);                                                                           \
            free(xr);                                                                          \
            free(xi);                                                                          \
            free(pr);                                                                          \
            free(pi);                                                                          \
        } else {                                                                               \
            T *za = PARTS(A, 1, 0), *zb = PARTS(B, 1, 0);                                      \
            CPLX_NN(M, N, K, za, zb, c);                                                       \
            free(za);                                                                          \
            free(zb);                                                                          \
        }                                                                                      \
    }

MT_PARTS(double_parts, double)
MT_CPLX_PRODUCT(zproduct, double, MT_DOUBLE, double_parts, dgemm_nn, zgemm_nn)

static float *float_buf(const mt_array *a)
{
    size_t i;
    float *p = (float *)lmalloc(a->numel * sizeof(float));
    for (i = 0; i < a->numel; i++)
        p[i] = (float)mt__get(a, i);
    return p;
}
#endif

#ifdef MT_HAVE_F77BLAS
/* Octave's FloatComplexMatrix xgemm without flags: cdotu, cgemv, cgemm. */
static void cgemm_nn(size_t M, size_t N, size_t K, const float *A, const float *B, float *C)
{
    int m = bl_n(M), n = bl_n(N), k = bl_n(K), one = 1;
    float a1[2] = {1.0f, 0.0f}, b0[2] = {0.0f, 0.0f};
    if (M == 0 || N == 0)
        return;
    if (K == 0) {
        memset(C, 0, 2 * M * N * sizeof(float));
        return;
    }
    if (N == 1 && M == 1) {
        float complex z = cdotu_(&k, A, &one, B, &one);
        C[0] = crealf(z);
        C[1] = cimagf(z);
    } else if (N == 1)
        cgemv_("N", &m, &k, a1, A, &m, B, &one, b0, C, &one, 1);
    else if (M == 1)
        cgemv_("T", &k, &n, a1, B, &k, A, &one, b0, C, &one, 1);
    else
        cgemm_("N", "N", &m, &n, &k, a1, A, &m, B, &k, b0, C, &m, 1, 1);
}

MT_PARTS(float_parts, float)
MT_CPLX_PRODUCT(cproduct, float, MT_SINGLE, float_parts, sgemm_nn, cgemm_nn)
#endif

/* Octave's matrix operators see an N-d operand as the matrix of its first extent by the
 * product of the others (ones(2,2,2) * ones(4,1) is [4; 4]): fold a header copy so. */
static void fold_2d(mt_array *a)
{
    int k;
    for (k = 2; k < a->ndims; k++)
        a->dims[1] *= a->dims[k];
    a->ndims = 2;
}

static void to_double_buf(const mt_array *a, double *out)
{
    size_t i;
    if (a->cls == MT_DOUBLE && !a->cplx) {
        memcpy(out, a->data, a->numel * sizeof(double));
        return;
    }
    for (i = 0; i < a->numel; i++)
        out[i] = mt__get(a, i);
}

/* A diagonal (real or complex) or permutation matrix as Octave keeps them (MT_LAYOUT_FULL:
 * neither). */
static mt_layout special_kind(const mt_array *a)
{
    if ((a->layout == MT_LAYOUT_DIAG || a->layout == MT_LAYOUT_PERM) && a->ndims == 2 &&
        a->numel > 1 && !(a->cplx && a->layout == MT_LAYOUT_PERM) &&
        (a->cls == MT_DOUBLE || a->cls == MT_SINGLE))
        return a->layout;
    return MT_LAYOUT_FULL;
}

/* The position of the 1 in row (by_row) or column k of permutation matrix p. */
static size_t perm_at(const mt_array *p, size_t k, int by_row)
{
    size_t n = p->dims[0], i;
    for (i = 0; i < n; i++)
        if (mt__get(p, by_row ? k + i * n : i + k * n) != 0)
            return i;
    return 0;
}

/* One element of a diagonal product or quotient as Octave's operators compute it: d * e
 * (a real factor scales each part, two complex ones multiply as complex numbers) or e / d
 * (0 where d is 0: the diagonal's pseudo-inverse). */
static mt_cz diag_elem(int op, double dr, double di, int dc, double er, double ei, int ec)
{
    mt_cz z;
    if (op == 0) {
        if (dc && ec)
            return mt_binary_cz(MT_MUL, dr, di, er, ei);
        z.re = dr * er;
        z.im = dc ? di * er : ec ? dr * ei : 0;
        return z;
    }
    if (dr == 0 && di == 0) {
        z.re = z.im = 0;
        return z;
    }
    if (dc)
        return mt_binary_cz(MT_RDIV, er, ei, dr, di);
    z.re = er / dr;
    z.im = ec ? ei / dr : 0;
    return z;
}

/* Octave multiplies and divides by diagonal and permutation matrices structurally: rows or
 * columns are scaled or reordered, so an Inf or NaN elsewhere never meets a zero of the
 * special matrix (`P * A` of a full A with Inf keeps its elements). A diagonal matrix does
 * so only with a full matrix of its precision (double with double, single with single, real
 * or complex); mixed, Octave converts it to a full matrix first. op: 0 = a * b, 1 = a \ b,
 * 2 = a / b. Returns 0 when neither operand is such a matrix. */
static int structured_op(mt_array *r, const mt_array *a, const mt_array *b, int op)
{
    mt_layout ka = special_kind(a), kb = special_kind(b), kind;
    int left, cplx;
    const mt_array *s, *x;
    mt_array res = MT_ARRAY_INIT;
    size_t m, n, i, j, nd;
    mt_class cls;
    if ((ka == MT_LAYOUT_FULL) == (kb == MT_LAYOUT_FULL) || a->ndims != 2 || b->ndims != 2 ||
        mt__is_int_class(a->cls) || mt__is_int_class(b->cls) ||
        mt__is_container(a) || mt__is_container(b) || a->numel <= 1 || b->numel <= 1)
        return 0;
    left = ka != MT_LAYOUT_FULL; /* the special matrix is the left operand */
    s = left ? a : b;
    x = left ? b : a;
    kind = left ? ka : kb;
    /* a double diagonal with a single matrix (or back): a full product (a logical or char
     * matrix converts to double) */
    if (kind == MT_LAYOUT_DIAG && s->cls != (x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE))
        return 0;
    if (kind == MT_LAYOUT_PERM && x->cplx)
        return 0;
    if (op != 0 && kind == MT_LAYOUT_PERM && s->dims[0] != s->dims[1])
        return 0;
    if (op == 0 ? a->dims[1] != b->dims[0]
                : (op == 1 ? a->dims[0] != b->dims[0] : a->dims[1] != b->dims[1]))
        return 0; /* the general path reports the mismatch */
    if ((op == 1 && !left) || (op == 2 && left))
        return 0; /* A \ D, D / A: the general solver */
    cls = a->cls == MT_SINGLE || b->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    cplx = s->cplx || x->cplx;
    /* D \ X is (columns of D) x (columns of X); X / D is (rows of X) x (rows of D) */
    m = op == 0 ? a->dims[0] : op == 1 ? s->dims[1] : x->dims[0];
    n = op == 0 ? b->dims[1] : op == 1 ? x->dims[1] : s->dims[0];
    nd = s->dims[0] < s->dims[1] ? s->dims[0] : s->dims[1];
    set_2d(&res, cls, cplx, m, n);
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++) {
            mt_cz v;
            v.re = v.im = 0;
            if (kind == MT_LAYOUT_DIAG) {
                size_t k = left ? i : j; /* the scaled row or column */
                if (k < nd) {
                    double dr = mt__get(s, k + k * s->dims[0]);
                    double di = s->cplx ? mt__get_im(s, k + k * s->dims[0]) : 0;
                    double er = mt__get(x, i + j * x->dims[0]);
                    double ei = x->cplx ? mt__get_im(x, i + j * x->dims[0]) : 0;
                    v = diag_elem(op, dr, di, s->cplx, er, ei, x->cplx);
                }
            } else if (left) /* P * X: row i is X's row perm(i); P \ X = P' * X */
                v.re = mt__get(x, (op == 0 ? perm_at(s, i, 1) : perm_at(s, i, 0)) + j * x->dims[0]);
            else /* X * P: column j is X's column perm'(j); X / P = X * P' */
                v.re = mt__get(x, i + (op == 0 ? perm_at(s, j, 0) : perm_at(s, j, 1)) * x->dims[0]);
            mt__set_c(&res, i + j * m, v.re, v.im);
        }
    mt__take(r, &res);
    if (cplx)
        mt__narrow_complex(r);
    return 1;
}

void mt_mtimes(mt_array *r, const mt_array *a, const mt_array *b)
{
    mt_array A = *a, B = *b, res = MT_ARRAY_INIT, *out;
    size_t M, K, N, i, j, k;
    mt_class cls;
    mt__matop_container_check("*", a, b);
    if (A.layout == MT_LAYOUT_DIAG && B.layout == MT_LAYOUT_DIAG && A.numel > 1 && B.numel > 1) {
        /* Octave: the product of two diagonal matrices is a diagonal matrix */
        A.layout = B.layout = MT_LAYOUT_FULL;
        mt_mtimes(r, &A, &B);
        r->layout = MT_LAYOUT_DIAG;
        return;
    }
    if (A.layout == MT_LAYOUT_PERM && B.layout == MT_LAYOUT_PERM && A.numel > 1 && B.numel > 1) {
        /* and so is the product of two permutation matrices (from lu, qr) */
        A.layout = B.layout = MT_LAYOUT_FULL;
        mt_mtimes(r, &A, &B);
        r->layout = MT_LAYOUT_PERM;
        return;
    }
    if (structured_op(r, a, b, 0))
        return;
    if (A.numel == 1 || B.numel == 1) {
        mt_arg x, y;
        mt__scalar_matop_check("*", a, b);
        x.a = a;
        x.s = 0;
        y.a = b;
        y.s = 0;
        mt_binary(r, MT_MUL, x, y);
        return;
    }
    fold_2d(&A);
    fold_2d(&B);
    /* Octave looks for the operator of the two types before it checks their sizes */
    if (mt__is_int_class(A.cls) || mt__is_int_class(B.cls)) {
        static const char *names[] = {"", "float ", "int8 ", "uint8 ", "int16 ", "uint16 ",
                                      "int32 ", "uint32 ", "int64 ", "uint64 ", "bool ", "char "};
        mt_error("binary operator '*' not implemented for '%smatrix' by '%smatrix' operations",
                 names[A.cls], names[B.cls]);
    }
    if (A.dims[1] != B.dims[0])
        nonconformant("*", &A, &B);
    M = A.dims[0];
    K = A.dims[1];
    N = B.dims[1];
    cls = (A.cls == MT_SINGLE || B.cls == MT_SINGLE) ? MT_SINGLE : MT_DOUBLE;
    /* the result goes straight into r unless r is (or shares a buffer with) an operand */
    out = r == a || r == b || (r->data && (r->data == a->data || r->data == b->data)) ? &res : r;
    if (A.cplx || B.cplx) {
#ifdef MT_BLAS
        if (cls == MT_DOUBLE)
            zproduct(out, &A, &B, M, N, K);
        else
#endif
#ifdef MT_HAVE_F77BLAS
            if (cls == MT_SINGLE)
            cproduct(out, &A, &B, M, N, K);
        else
#endif
        {
            set_2d(out, cls, 1, M, N);
            for (j = 0; j < N; j++)
                for (i = 0; i < M; i++) {
                    double complex s = 0;
                    for (k = 0; k < K; k++)
                        s += mt__cplx(mt__get(&A, i + k * M), mt__get_im(&A, i + k * M)) *
                             mt__cplx(mt__get(&B, k + j * K), mt__get_im(&B, k + j * K));
                    mt__set_c(out, i + j * M, creal(s), cimag(s));
                }
        }
        mt__narrow_complex(out);
    } else if (cls == MT_SINGLE) {
#ifdef MT_BLAS
        /* Octave's single product: both operands as single, sdot/sgemv/sgemm */
        float *fa = float_buf(&A), *fb = float_buf(&B);
        set_2d(out, cls, 0, M, N);
        sgemm_nn(M, N, K, fa, fb, (float *)out->data);
        free(fa);
        free(fb);
#elif defined(MT_NO_HEAP)
        /* no work arrays: each element an in-order double dot product, as dgemm_nn sums
         * a matrix-vector or vector-matrix product */
        set_2d(out, cls, 0, M, N);
        for (j = 0; j < N; j++)
            for (i = 0; i < M; i++) {
                double s = 0;
                for (k = 0; k < K; k++)
                    s += mt__get(&A, i + k * M) * mt__get(&B, k + j * K);
                ((float *)out->data)[i + j * M] = (float)s;
            }
#else
        double *ta = (double *)lmalloc(A.numel * sizeof(double)),
               *tb = (double *)lmalloc(B.numel * sizeof(double)),
               *tc = (double *)lmalloc(M * N * sizeof(double));
        to_double_buf(&A, ta);
        to_double_buf(&B, tb);
        dgemm_nn(M, N, K, ta, tb, tc);
        set_2d(out, cls, 0, M, N);
        for (i = 0; i < M * N; i++)
            ((float *)out->data)[i] = (float)tc[i];
        free(ta);
        free(tb);
        free(tc);
#endif
    } else {
        const double *pa, *pb;
        double *ta = NULL, *tb = NULL;
        if (A.cls == MT_DOUBLE)
            pa = (const double *)A.data;
        else {
            ta = (double *)lmalloc(A.numel * sizeof(double));
            to_double_buf(&A, ta);
            pa = ta;
        }
        if (B.cls == MT_DOUBLE)
            pb = (const double *)B.data;
        else {
            tb = (double *)lmalloc(B.numel * sizeof(double));
            to_double_buf(&B, tb);
            pb = tb;
        }
        set_2d(out, cls, 0, M, N);
        dgemm_nn(M, N, K, pa, pb, (double *)out->data);
        free(ta);
        free(tb);
    }
    if (out == &res)
        mt__take(r, &res);
}

#ifdef MT_HAVE_F77BLAS
/* Octave's xgemm with transpose flags (dMatrix.cc, CMatrix.cc, fMatrix.cc, fCMatrix.cc) in
 * precision T: op(A) a_nr x a_nc times op(B), nonempty and conformant, into C (a_nr x b_nc,
 * interleaved when `cplx`). tra/trb: 0 none, 1 transpose, 2 conjugate transpose. `same`:
 * A and B are one matrix, which with one of them transposed is a rank-k update of the
 * upper triangle (SYRK, HERK for a conjugate, ZSYRK), mirrored below. The real routines
 * are DOT, GEMV, GEMM; the complex ones ZDOTU/ZDOTC (returning CT, taken apart by CONJ,
 * RE, IM), ZGEMV, ZGEMM. */
#define MT_XGEMM_FLAGS(NAME, T, CT, CONJ, RE, IM, DOT, GEMV, GEMM, SYRK, ZDOTU, ZDOTC, ZGEMV,  \
                       ZGEMM, HERK, ZSYRK)                                                     \
    static void NAME(int cplx, const T *a, size_t ar, size_t ac, int tra, const T *b,          \
                     size_t br, size_t bc, int trb, int same, T *c)                             \
    {                                                                                          \
        int a_nr = bl_n(tra ? ac : ar), a_nc = bl_n(tra ? ar : ac), b_nc = bl_n(trb ? br : bc); \
        int lda = bl_n(ar), tda = bl_n(ac), ldb = bl_n(br), tdb = bl_n(bc), one = 1, i, j;     \
        int cja = tra == 2 && cplx, cjb = trb == 2 && cplx, w = cplx ? 2 : 1;                  \
        T one_t[2] = {1, 0}, zero_t[2] = {0, 0};                                               \
        char ctra = tra ? (cja ? 'C' : 'T') : 'N', ctrb = trb ? (cjb ? 'C' : 'T') : 'N';       \
        char crevtrb = trb ? 'N' : 'T';                                                        \
        size_t n = (size_t)a_nr;                                                               \
        if (cplx) /* Octave's complex result starts as zeros (ATLAS reads it) */              \
            memset(c, 0, 2 * n * (size_t)b_nc * sizeof(T));                                    \
        if (same && a_nr == b_nc && (tra != 0) != (trb != 0)) {                                \
            if (!cplx)                                                                         \
                SYRK("U", &ctra, &a_nr, &a_nc, one_t, a, &lda, zero_t, c, &a_nr, 1, 1);        \
            else if (cja || cjb)                                                               \
                HERK("U", &ctra, &a_nr, &a_nc, one_t, a, &lda, zero_t, c, &a_nr, 1, 1);        \
            else                                                                               \
                ZSYRK("U", &ctra, &a_nr, &a_nc, one_t, a, &lda, zero_t, c, &a_nr, 1, 1);       \
            /* the lower triangle: the upper one mirrored, conjugated after HERK */            \
            for (j = 0; j < a_nr; j++)                                                         \
                for (i = 0; i < j; i++) {                                                      \
                    c[w * (j + i * n)] = c[w * (i + j * n)];                                   \
                    if (cplx)                                                                  \
                        c[2 * (j + i * n) + 1] = (cja || cjb) ? -c[2 * (i + j * n) + 1]        \
                                                              : c[2 * (i + j * n) + 1];        \
                }                                                                              \
        } else if (b_nc == 1 && a_nr == 1 && !cplx)                                            \
            c[0] = DOT(&a_nc, a, &one, b, &one);                                               \
        else if (b_nc == 1 && a_nr == 1) {                                                     \
            CT z;                                                                              \
            if (cja == cjb) {                                                                  \
                z = ZDOTU(&a_nc, a, &one, b, &one);                                            \
                if (cja)                                                                       \
                    z = CONJ(z);                                                               \
            } else if (cja)                                                                    \
                z = ZDOTC(&a_nc, a, &one, b, &one);                                            \
            else                                                                               \
                z = ZDOTC(&a_nc, b, &one, a, &one);                                            \
            c[0] = RE(z);                                                                      \
            c[1] = IM(z);                                                                      \
        } else if (b_nc == 1 && !cjb)                                                          \
            (cplx ? ZGEMV : GEMV)(&ctra, &lda, &tda, one_t, a, &lda, b, &one, zero_t, c, &one, \
                                  1);                                                          \
        else if (a_nr == 1 && !cja && !cjb)                                                    \
            (cplx ? ZGEMV : GEMV)(&crevtrb, &ldb, &tdb, one_t, b, &ldb, a, &one, zero_t, c,    \
                                  &one, 1);                                                    \
        else                                                                                   \
            (cplx ? ZGEMM : GEMM)(&ctra, &ctrb, &a_nr, &b_nc, &a_nc, one_t, a, &lda, b, &ldb,   \
                                  zero_t, c, &a_nr, 1, 1);                                     \
    }
MT_XGEMM_FLAGS(xgemm_flags, double, double complex, conj, creal, cimag, ddot_, dgemv_, dgemm_,
               dsyrk_, zdotu_, zdotc_, zgemv_, zgemm_, zherk_, zsyrk_)
MT_XGEMM_FLAGS(xgemm_flags_f, float, float complex, conjf, crealf, cimagf, sdot_, sgemv_, sgemm_,
               ssyrk_, cdotu_, cdotc_, cgemv_, cgemm_, cherk_, csyrk_)
#endif

/* c = op (a) * op (b) of complex n x n matrices (interleaved; float pairs when single), op
 * the identity (0) or the conjugate transpose (2), as Octave's xgemm of two ComplexMatrix
 * values (zgemm): never narrowed or split into real products. Without the Fortran BLAS, in
 * order by columns. */
void mt__cgemm_flags(int single, size_t n, const void *a, int ta, const void *b, int tb, void *c)
{
#ifdef MT_HAVE_F77BLAS
    if (single)
        xgemm_flags_f(1, (const float *)a, n, n, ta, (const float *)b, n, n, tb, a == b,
                      (float *)c);
    else
        xgemm_flags(1, (const double *)a, n, n, ta, (const double *)b, n, n, tb, a == b,
                    (double *)c);
#else
    size_t i, j, k;
    for (j = 0; j < n; j++)
        for (i = 0; i < n; i++) {
            double sr = 0, si = 0;
            for (k = 0; k < n; k++) {
                size_t pa = ta ? k + i * n : i + k * n, pb = tb ? j + k * n : k + j * n;
                double ar, ai, br, bi;
                if (single) {
                    ar = (double)((const float *)a)[2 * pa];
                    ai = (double)((const float *)a)[2 * pa + 1];
                    br = (double)((const float *)b)[2 * pb];
                    bi = (double)((const float *)b)[2 * pb + 1];
                } else {
                    ar = ((const double *)a)[2 * pa];
                    ai = ((const double *)a)[2 * pa + 1];
                    br = ((const double *)b)[2 * pb];
                    bi = ((const double *)b)[2 * pb + 1];
                }
                if (ta)
                    ai = -ai;
                if (tb)
                    bi = -bi;
                sr += ar * br - ai * bi;
                si += ar * bi + ai * br;
            }
            if (single) {
                ((float *)c)[2 * (i + j * n)] = (float)sr;
                ((float *)c)[2 * (i + j * n) + 1] = (float)si;
            } else {
                ((double *)c)[2 * (i + j * n)] = sr;
                ((double *)c)[2 * (i + j * n) + 1] = si;
            }
        }
#endif
}

#ifdef MT_HAVE_F77BLAS
/* res = A' * B (A.' alike) of a real A and a complex B of one precision T, as Octave's
 * trans_mul of op-m-cm.cc and op-fm-fcm.cc: ComplexMatrix (xgemm (A, real (B), T, N),
 * xgemm (A, imag (B), T, N)). Inside mt_mtimes_t. */
#define TRANS_MUL_MIXED(T, CLS, PARTS, XGEMM)                                                  \
    do {                                                                                       \
        T *re = PARTS(b, 0, 0), *im = PARTS(b, 0, 1);                                          \
        T *pr = (T *)lmalloc(a_nr * b_nc * sizeof(T));                                        \
        T *pi = (T *)lmalloc(a_nr * b_nc * sizeof(T));                                        \
        size_t i;                                                                              \
        XGEMM(0, (const T *)a->data, ar, ac, ta, re, br, bc, 0, 0, pr);                        \
        XGEMM(0, (const T *)a->data, ar, ac, ta, im, br, bc, 0, 0, pi);                        \
        set_2d(&res, CLS, 1, a_nr, b_nc);                                                      \
        for (i = 0; i < a_nr * b_nc; i++) {                                                    \
            ((T *)res.data)[2 * i] = pr[i];                                                    \
            ((T *)res.data)[2 * i + 1] = pi[i];                                                \
        }                                                                                      \
        free(re);                                                                              \
        free(im);                                                                              \
        free(pr);                                                                              \
        free(pi);                                                                              \
    } while (0)
#endif

/* A compound product as Octave evaluates `A'*B`, `A.'*B`, `A*B'`, `A*B.'` (its operators
 * trans_mul, mul_trans, herm_mul, mul_herm: op-m-m.cc, op-cm-cm.cc, op-m-cm.cc): one BLAS
 * call with a transpose flag instead of a transposed copy, and `A*A'`, `A'*A` a rank-k
 * update. ta/tb: 0 none, 1 `.'`, 2 `'`. Octave has these operators for full double and
 * single matrices, real or complex, and for a transposed real matrix times a complex one
 * of its precision (two products, of the real and the imaginary parts); other operands
 * (scalars, ranges, diagonal, integer, logical or char matrices, mixed classes, no Fortran
 * BLAS) take the product of the transposed copy the caller made: `fa` and `fb` are op(A)
 * and op(B). */
void mt_mtimes_t(mt_array *r, const mt_array *a, int ta, const mt_array *b, int tb,
                 const mt_array *fa, const mt_array *fb)
{
#ifdef MT_HAVE_F77BLAS
    int single = a->cls == MT_SINGLE && b->cls == MT_SINGLE;
    int full = (single || (a->cls == MT_DOUBLE && b->cls == MT_DOUBLE)) &&
               a->layout == MT_LAYOUT_FULL && b->layout == MT_LAYOUT_FULL && a->ndims == 2 &&
               b->ndims == 2 && a->numel != 1 && b->numel != 1 && (ta == 0 || tb == 0);
    int mixed = !a->cplx && b->cplx && ta && !tb;
    if (full && (a->cplx == b->cplx || mixed)) {
        mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
        size_t ar = a->dims[0], ac = a->dims[1], br = b->dims[0], bc = b->dims[1];
        size_t a_nr = ta ? ac : ar, a_nc = ta ? ar : ac, b_nr = tb ? bc : br, b_nc = tb ? br : bc;
        mt_array res = MT_ARRAY_INIT;
        if (a_nc != b_nr)
            nonconformant("*", fa, fb);
        if (a_nr == 0 || a_nc == 0 || b_nc == 0) {
            set_2d(&res, cls, 0, a_nr, b_nc);
            if (res.numel)
                memset(res.data, 0, res.numel * mt_elsize(cls, 0));
        } else if (mixed && single) {
            TRANS_MUL_MIXED(float, MT_SINGLE, float_parts, xgemm_flags_f);
        } else if (mixed) {
            TRANS_MUL_MIXED(double, MT_DOUBLE, double_parts, xgemm_flags);
        } else {
            set_2d(&res, cls, a->cplx, a_nr, b_nc);
            if (single)
                xgemm_flags_f(a->cplx, (const float *)a->data, ar, ac, ta,
                              (const float *)b->data, br, bc, tb, a->data == b->data,
                              (float *)res.data);
            else
                xgemm_flags(a->cplx, (const double *)a->data, ar, ac, ta,
                            (const double *)b->data, br, bc, tb, a->data == b->data,
                            (double *)res.data);
        }
        mt__narrow_complex(&res);
        mt__take(r, &res);
        return;
    }
#else
    (void)a;
    (void)ta;
    (void)b;
    (void)tb;
#endif
    mt_mtimes(r, fa, fb);
}

/* ------------------------------------------------------------------------- */
/* transposes                                                                 */
/* ------------------------------------------------------------------------- */

static void transpose_impl(mt_array *r, const mt_array *a, int conj)
{
    mt_array A = *a, res = MT_ARRAY_INIT;
    size_t m, n, i, j, es;
    if (A.ndims > 2)
        mt_error("transpose not defined for N-D objects");
    m = A.dims[0];
    n = A.dims[1];
    es = mt_elsize(A.cls, A.cplx);
    if ((m == 1 || n == 1) && !(conj && A.cplx)) {
        /* vector: a reshape, can run in place */
        size_t d[2];
        d[0] = n;
        d[1] = m;
        if (r != a) {
            mt_copy(r, a);
            r->layout = MT_LAYOUT_FULL;
        }
        r->dims[0] = d[0];
        r->dims[1] = d[1];
        r->layout = MT_LAYOUT_FULL;
        return;
    }
    set_2d(&res, A.cls, A.cplx, n, m);
    if (es == 8 && !A.cplx) {
        const double *s = (const double *)A.data;
        double *d = (double *)res.data;
        size_t bi, bj;
        const size_t B = 32;
        for (bj = 0; bj < n; bj += B)
            for (bi = 0; bi < m; bi += B) {
                size_t ie = bi + B < m ? bi + B : m, je = bj + B < n ? bj + B : n;
                for (j = bj; j < je; j++)
                    for (i = bi; i < ie; i++)
                        d[j + i * n] = s[i + j * m];
            }
    } else
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++) {
                size_t si = i + j * m, di = j + i * n;
                memcpy((char *)res.data + di * es, (const char *)A.data + si * es, es);
                if (conj && A.cplx)
                    mt__set_c(&res, di, mt__get(&A, si), -mt__get_im(&A, si));
            }
    mt__take(r, &res);
}

/* The transpose of a diagonal (permutation) matrix is diagonal (a permutation matrix), of
 * a "string" a string: Octave keeps the type. */
static mt_layout transposed_layout(const mt_array *a)
{
    if (a->layout == MT_LAYOUT_DIAG || a->layout == MT_LAYOUT_PERM)
        return a->layout;
    return mt__is_dq(a) ? MT_LAYOUT_DQ : MT_LAYOUT_FULL;
}

void mt_transpose(mt_array *r, const mt_array *a)
{
    mt_layout keep = transposed_layout(a);
    if (mt__is_container(a)) {
        mt__container_transpose(r, a);
        return;
    }
    transpose_impl(r, a, 0);
    /* Octave narrows the result: all imaginary parts zero makes it real */
    if (r->cplx)
        mt__narrow_complex(r);
    if (keep != MT_LAYOUT_FULL)
        r->layout = keep;
}

void mt_ctranspose(mt_array *r, const mt_array *a)
{
    mt_layout keep = transposed_layout(a);
    if (mt__is_container(a)) {
        mt__container_transpose(r, a);
        return;
    }
    transpose_impl(r, a, 1);
    /* Octave narrows the result: all imaginary parts zero makes it real */
    if (r->cplx)
        mt__narrow_complex(r);
    if (keep != MT_LAYOUT_FULL)
        r->layout = keep;
}

/* ------------------------------------------------------------------------- */
/* linear solves                                                              */
/* ------------------------------------------------------------------------- */

static void warn_singular(void)
{
    fflush(stdout);
    mt_warn("Octave:singular-matrix", "matrix singular to machine precision");
    fflush(stderr);
}

/* LU with partial pivoting in place (n x n, column-major). Returns 0 if exactly singular. */
static int lu_factor(size_t n, double *a, size_t *piv)
{
    size_t i, j, k;
    int ok = 1;
    for (k = 0; k < n; k++) {
        size_t p = k;
        double mx = fabs(a[k + k * n]);
        for (i = k + 1; i < n; i++)
            if (fabs(a[i + k * n]) > mx) {
                mx = fabs(a[i + k * n]);
                p = i;
            }
        piv[k] = p;
        if (p != k)
            for (j = 0; j < n; j++) {
                double t = a[k + j * n];
                a[k + j * n] = a[p + j * n];
                a[p + j * n] = t;
            }
        if (a[k + k * n] == 0) {
            ok = 0;
            continue;
        }
        for (i = k + 1; i < n; i++)
            a[i + k * n] /= a[k + k * n];
        for (j = k + 1; j < n; j++) {
            double t = a[k + j * n];
            if (t != 0)
                for (i = k + 1; i < n; i++)
                    a[i + j * n] -= a[i + k * n] * t;
        }
    }
    return ok;
}

static void lu_solve(size_t n, const double *lu, const size_t *piv, double *b)
{
    size_t i, k;
    for (k = 0; k < n; k++)
        if (piv[k] != k) {
            double t = b[k];
            b[k] = b[piv[k]];
            b[piv[k]] = t;
        }
    for (k = 0; k < n; k++)
        for (i = k + 1; i < n; i++)
            b[i] -= lu[i + k * n] * b[k];
    for (k = n; k-- > 0;) {
        b[k] /= lu[k + k * n];
        for (i = 0; i < k; i++)
            b[i] -= lu[i + k * n] * b[k];
    }
}

static void lu_solve_t(size_t n, const double *lu, const size_t *piv, double *b)
{
    /* solve A' x = b with A = P' L U  =>  U' L' P x = b */
    size_t i, k;
    for (k = 0; k < n; k++) {
        for (i = 0; i < k; i++)
            b[k] -= lu[i + k * n] * b[i];
        b[k] /= lu[k + k * n];
    }
    for (k = n; k-- > 0;)
        for (i = k + 1; i < n; i++)
            b[k] -= lu[i + k * n] * b[i];
    for (k = n; k-- > 0;)
        if (piv[k] != k) {
            double t = b[k];
            b[k] = b[piv[k]];
            b[piv[k]] = t;
        }
}

/* Hager/Higham 1-norm estimate of inv(A) from its LU factors */
static double rcond_est(size_t n, const double *a_orig, const double *lu, const size_t *piv)
{
    double anorm = 0, est = 0, *x = (double *)lmalloc(n * sizeof(double));
    size_t i, j, it;
    for (j = 0; j < n; j++) {
        double s = 0;
        for (i = 0; i < n; i++)
            s += fabs(a_orig[i + j * n]);
        if (s > anorm)
            anorm = s;
    }
    for (i = 0; i < n; i++)
        x[i] = 1.0 / (double)n;
    for (it = 0; it < 5; it++) {
        size_t jmax = 0;
        double mx = -1, s = 0;
        lu_solve(n, lu, piv, x);
        for (i = 0; i < n; i++)
            s += fabs(x[i]);
        if (it > 0 && s <= est)
            break;
        est = s;
        for (i = 0; i < n; i++)
            x[i] = x[i] >= 0 ? 1.0 : -1.0;
        lu_solve_t(n, lu, piv, x);
        for (i = 0; i < n; i++)
            if (fabs(x[i]) > mx) {
                mx = fabs(x[i]);
                jmax = i;
            }
        for (i = 0; i < n; i++)
            x[i] = i == jmax ? 1.0 : 0.0;
    }
    free(x);
    if (anorm == 0 || est == 0 || est != est)
        return 0;
    return 1.0 / (anorm * est);
}

/* Minimum-norm least squares via QR with column pivoting plus an RZ step
 * (complete orthogonal decomposition). a is m x n (destroyed), b is m x p,
 * x (n x p) receives the solution. */
static void lstsq(size_t m, size_t n, size_t p, double *a, const double *b, double *x)
{
    size_t i, j, k, c, mn = m < n ? m : n, rank = 0;
    size_t *perm = (size_t *)lmalloc(n * sizeof(size_t));
    double *cn = (double *)lmalloc(n * sizeof(double));
    double *tau = (double *)lmalloc((mn ? mn : 1) * sizeof(double));
    double *qb = (double *)lmalloc(m * p * sizeof(double) + 1);
    double *w = (double *)lmalloc((n > m ? n : m) * sizeof(double));
    double tol;
    memcpy(qb, b, m * p * sizeof(double));
    for (j = 0; j < n; j++) {
        double s = 0;
        perm[j] = j;
        for (i = 0; i < m; i++)
            s += a[i + j * m] * a[i + j * m];
        cn[j] = s;
    }
    for (k = 0; k < mn; k++) {
        /* pivot: column with largest remaining norm */
        size_t pj = k;
        double norm, alpha, v0, beta;
        for (j = k; j < n; j++) {
            double s = 0;
            for (i = k; i < m; i++)
                s += a[i + j * m] * a[i + j * m];
            cn[j] = s;
            if (cn[j] > cn[pj])
                pj = j;
        }
        if (pj != k) {
            size_t t = perm[k];
            double u = cn[k];
            cn[k] = cn[pj];
            cn[pj] = u;
            perm[k] = perm[pj];
            perm[pj] = t;
            for (i = 0; i < m; i++) {
                double u = a[i + k * m];
                a[i + k * m] = a[i + pj * m];
                a[i + pj * m] = u;
            }
        }
        norm = sqrt(cn[k]);
        if (norm == 0) {
            tau[k] = 0;
            continue;
        }
        alpha = a[k + k * m] > 0 ? -norm : norm;
        v0 = a[k + k * m] - alpha;
        /* v = [1, a(k+1:m,k)/v0], beta = -v0/alpha */
        for (i = k + 1; i < m; i++)
            a[i + k * m] /= v0;
        beta = -v0 / alpha;
        tau[k] = beta;
        a[k + k * m] = alpha;
        for (j = k + 1; j < n; j++) {
            double s = a[k + j * m];
            for (i = k + 1; i < m; i++)
                s += a[i + k * m] * a[i + j * m];
            s *= beta;
            a[k + j * m] -= s;
            for (i = k + 1; i < m; i++)
                a[i + j * m] -= s * a[i + k * m];
        }
        for (c = 0; c < p; c++) {
            double s = qb[k + c * m];
            for (i = k + 1; i < m; i++)
                s += a[i + k * m] * qb[i + c * m];
            s *= beta;
            qb[k + c * m] -= s;
            for (i = k + 1; i < m; i++)
                qb[i + c * m] -= s * a[i + k * m];
        }
    }
    tol = (mn ? fabs(a[0]) : 0) * DBL_EPSILON * (double)(m > n ? m : n);
    for (k = 0; k < mn; k++)
        if (fabs(a[k + k * m]) > tol)
            rank++;
        else
            break;
    /* RZ: make R(0:rank, 0:n) = [T 0] by Householders from the right */
    {
        size_t r = rank, nz = n - rank;
        double *zv = (double *)lmalloc((r * (nz + 1) + 1) * sizeof(double));
        double *zb = (double *)lmalloc((r + 1) * sizeof(double));
        if (nz > 0)
            for (k = r; k-- > 0;) {
                double norm = a[k + k * m] * a[k + k * m], alpha, beta, *v = zv + k * (nz + 1);
                for (j = 0; j < nz; j++)
                    norm += a[k + (r + j) * m] * a[k + (r + j) * m];
                norm = sqrt(norm);
                alpha = a[k + k * m] > 0 ? -norm : norm;
                v[0] = a[k + k * m] - alpha;
                for (j = 0; j < nz; j++)
                    v[j + 1] = a[k + (r + j) * m];
                {
                    double vv = 0;
                    for (j = 0; j <= nz; j++)
                        vv += v[j] * v[j];
                    beta = vv == 0 ? 0 : 2.0 / vv;
                }
                zb[k] = beta;
                for (i = 0; i <= k; i++) {
                    double s = a[i + k * m] * v[0];
                    for (j = 0; j < nz; j++)
                        s += a[i + (r + j) * m] * v[j + 1];
                    s *= beta;
                    a[i + k * m] -= s * v[0];
                    for (j = 0; j < nz; j++)
                        a[i + (r + j) * m] -= s * v[j + 1];
                }
            }
        for (c = 0; c < p; c++) {
            /* solve T y = qb(0:r) */
            for (j = 0; j < n; j++)
                w[j] = 0;
            for (k = r; k-- > 0;) {
                double s = qb[k + c * m];
                for (j = k + 1; j < r; j++)
                    s -= a[k + j * m] * w[j];
                w[k] = s / a[k + k * m];
            }
            /* x = H_{r-1} ... H_0 w  (apply H_0 first) */
            if (nz > 0)
                for (k = 0; k < r; k++) {
                    double *v = zv + k * (nz + 1), s = w[k] * v[0];
                    for (j = 0; j < nz; j++)
                        s += w[r + j] * v[j + 1];
                    s *= zb[k];
                    w[k] -= s * v[0];
                    for (j = 0; j < nz; j++)
                        w[r + j] -= s * v[j + 1];
                }
            for (j = 0; j < n; j++)
                x[perm[j] + c * n] = w[j];
        }
        free(zv);
        free(zb);
    }
    free(perm);
    free(cn);
    free(tau);
    free(qb);
    free(w);
}

/* ------------------------------------------------------------------------- */
/* Octave's xMatrix::solve through LAPACK                                     */
/* ------------------------------------------------------------------------- */

int mt__matrix_type(const double *a, size_t n, int cplx, int single)
{
    int upper = 1, lower = 1, herm = 1;
    size_t i, j, w = cplx ? 2 : 1;
#define RE(i, j) a[w * ((i) + (j) * n)]
#define IM(i, j) (cplx ? a[w * ((i) + (j) * n) + 1] : 0.0)
    for (j = 0; j < n && upper; j++) {
        double dr = RE(j, j), di = IM(j, j);
        upper = lower = dr != 0 || di != 0;
        herm = herm && dr > 0 && di == 0;
    }
    for (j = 0; j < n && (upper || lower || herm); j++)
        for (i = 0; i < j; i++) {
            double ar = RE(i, j), ai = IM(i, j), br = RE(j, i), bi = IM(j, i), mag;
            lower = lower && ar == 0 && ai == 0;
            upper = upper && br == 0 && bi == 0;
            mag = cplx ? mt__rnd(single, mt__rnd(single, ar * ar) + mt__rnd(single, ai * ai))
                       : mt__rnd(single, ar * ar);
            herm = herm && ar == br && ai == -bi && mag < mt__rnd(single, RE(i, i) * RE(j, j));
        }
#undef RE
#undef IM
    return upper ? MT_MT_UPPER : lower ? MT_MT_LOWER : herm ? MT_MT_HERMITIAN : MT_MT_FULL;
}

double mt__norm1(const double *a, size_t m, size_t n, int cplx, int single)
{
    double r = 0;
    size_t i, j;
    for (j = 0; j < n; j++) {
        double s = 0;
        for (i = 0; i < m; i++) {
            const double *e = a + (cplx ? 2 : 1) * (i + j * m);
            double v = cplx ? (single ? (double)hypotf((float)e[0], (float)e[1]) : hypot(e[0], e[1]))
                            : fabs(e[0]);
            s = mt__rnd(single, s + v);
        }
        if (isinf(s) || s != s)
            return s;
        r = s > r ? s : r;
    }
    return r;
}

/* warn_singular_matrix (rcond) when the estimate vanishes next to 1 (or is NaN) */
static int solve_tiny(int single, double rc)
{
    return rc != rc || (single ? ((float)rc + 1.0f == 1.0f) : (rc + 1.0 == 1.0));
}

static void solve_warn(double rc)
{
    fflush(stdout);
    if (rc == 0)
        mt_warn("Octave:singular-matrix", "matrix singular to machine precision");
    else
        mt_warn("Octave:singular-matrix", "matrix singular to machine precision, rcond = %g", rc);
    fflush(stderr);
}

/* xMatrix::lssolve: xgelsd, zeros for an infinite 1-norm, NaN for a NaN one. */
static void solve_ls(int cplx, int single, size_t m, size_t n, size_t p, const double *A,
                     const double *B, double *X)
{
    size_t w = cplx ? 2 : 1, maxmn = m > n ? m : n, minmn = m < n ? m : n, i, j;
    double anorm = mt__norm1(A, m, n, cplx, single), *a, *b, *sv;
    int rank;
    if (isinf(anorm) || anorm != anorm) {
        for (i = 0; i < n * p; i++) {
            X[w * i] = isinf(anorm) ? 0 : MT_NAN;
            if (cplx)
                X[w * i + 1] = 0;
        }
        return;
    }
    a = (double *)lmalloc(w * m * n * sizeof(double) + 1);
    b = (double *)lmalloc(w * maxmn * p * sizeof(double) + 1);
    sv = (double *)lmalloc(minmn * sizeof(double) + 1);
    memcpy(a, A, w * m * n * sizeof(double));
    memset(b, 0, w * maxmn * p * sizeof(double));
    for (j = 0; j < p; j++)
        memcpy(b + w * j * maxmn, B + w * j * m, w * m * sizeof(double));
    mt__la_gelsd(cplx, single, m, n, p, a, b, sv, &rank);
    for (j = 0; j < p; j++)
        memcpy(X + w * j * n, b + w * j * maxmn, w * n * sizeof(double));
    free(a);
    free(b);
    free(sv);
}

/* X = A \ B (trans 'N') or the solve of A' X = B (trans 'T', A untransposed: mrdivide) as
 * Octave's xMatrix::solve: triangular A by trtrs (warning when trcon's estimate vanishes);
 * a hermitian probe by Cholesky, falling to LU when it fails or is near singular; LU with
 * gecon's warning; an exactly singular or rectangular A (or a failed estimate) by xgelsd.
 * A is m x n, B m x p, X n x p (doubles, interleaved when cplx). Returns 0 without
 * LAPACK. */
static int lapack_solve(int cplx, int single, char trans, size_t m, size_t n, size_t p,
                        const double *A, const double *B, double *X)
{
    size_t w = cplx ? 2 : 1, i, j;
    int typ = m == n ? mt__matrix_type(A, n, cplx, single) : -1, info, ci = 0, rect = 0;
    double rc = 0, anorm, *at = NULL, *buf;
    if (!mt__la_available())
        return 0;
    if (m == 0 || n == 0 || p == 0)
        return 1; /* X stays zero */
    if (typ == MT_MT_UPPER || typ == MT_MT_LOWER) {
        buf = (double *)lmalloc(w * n * n * sizeof(double) + 1);
        memcpy(buf, A, w * n * n * sizeof(double));
        memcpy(X, B, w * n * p * sizeof(double));
        mt__la_solve(typ == MT_MT_UPPER ? MT_LA_SOLVE_UPPER : MT_LA_SOLVE_LOWER, cplx, single,
                     trans, n, p, buf, X, 0, &rc, &ci, NULL);
        free(buf);
        if (solve_tiny(single, rc))
            solve_warn(rc);
        return 1;
    }
    if (trans != 'N') { /* the other types solve with the transposed matrix */
        size_t t;
        at = (double *)lmalloc(w * m * n * sizeof(double) + 1);
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++) {
                memcpy(at + w * (j + i * n), A + w * (i + j * m), w * sizeof(double));
                if (trans == 'C' && cplx) /* hermitian () */
                    at[w * (j + i * n) + 1] = -at[w * (j + i * n) + 1];
            }
        A = at;
        t = m;
        m = n;
        n = t;
    }
    if (typ < 0)
        rect = 1;
    else {
        anorm = mt__norm1(A, n, n, cplx, single);
        buf = (double *)lmalloc(w * n * n * sizeof(double) + 1);
        if (typ == MT_MT_HERMITIAN) {
            memcpy(buf, A, w * n * n * sizeof(double));
            memcpy(X, B, w * n * p * sizeof(double));
            info = mt__la_solve(MT_LA_SOLVE_CHOL, cplx, single, 'N', n, p, buf, X, anorm, &rc,
                                &ci, NULL);
            if (info == 0) {
                int bad = ci != 0;
                if (solve_tiny(single, rc)) {
                    solve_warn(rc);
                    bad = 1;
                }
                if (!bad) {
                    free(buf);
                    free(at);
                    return 1;
                }
            }
            typ = MT_MT_FULL;
        }
        if (cplx && (isinf(anorm) || anorm != anorm)) {
            /* Octave's complex LU skips LAPACK here (bugs #45577, #46330): an infinite
             * norm gives zeros, a NaN one the least-squares NaN */
            solve_warn(0);
            if (isinf(anorm)) {
                memset(X, 0, w * n * p * sizeof(double));
                free(buf);
                free(at);
                return 1;
            }
            rect = 1;
        } else {
            memcpy(buf, A, w * n * n * sizeof(double));
            memcpy(X, B, w * n * p * sizeof(double));
            info = mt__la_solve(MT_LA_SOLVE_LU, cplx, single, 'N', n, p, buf, X, anorm, &rc, &ci,
                                NULL);
            if (info != 0) {
                solve_warn(0);
                rect = 1;
            } else {
                if (solve_tiny(single, rc))
                    solve_warn(rc);
                rect = ci != 0;
            }
        }
        free(buf);
    }
    if (rect)
        solve_ls(cplx, single, m, n, p, A, B, X);
    free(at);
    return 1;
}

/* x = a \ b for real double data */
static void solve_real(size_t m, size_t n, size_t p, const double *A, const double *B, double *X)
{
    if (m == n && n > 0) {
        double *lu = (double *)lmalloc(n * n * sizeof(double));
        size_t *piv = (size_t *)lmalloc(n * sizeof(size_t)), c;
        int ok;
        memcpy(lu, A, n * n * sizeof(double));
        ok = lu_factor(n, lu, piv);
        if (ok) {
            double rc = rcond_est(n, A, lu, piv);
            if (1.0 + rc == 1.0 || rc != rc)
                ok = 0;
        }
        if (ok) {
            memcpy(X, B, n * p * sizeof(double));
            for (c = 0; c < p; c++)
                lu_solve(n, lu, piv, X + c * n);
            free(lu);
            free(piv);
            return;
        }
        free(lu);
        free(piv);
        warn_singular();
    }
    {
        double *a = (double *)lmalloc(m * n * sizeof(double) + 1);
        memcpy(a, A, m * n * sizeof(double));
        lstsq(m, n, p, a, B, X);
        free(a);
    }
}

/* r = A \ B (trans 'N'), or for trans 'T' the X of A.' X = B (B / A is that X.' with
 * B.' given here), both 2-D and conformant; A scalar, integer and structured cases are
 * the callers'. With LAPACK, Octave's solvers in the operands' precision; without it the
 * runtime's own real solver. */
static void mdivide(mt_array *r, const mt_array *A, const mt_array *B, char trans)
{
    mt_array res = MT_ARRAY_INIT;
    size_t m = A->dims[0], n = A->dims[1], p = B->dims[1], xr = trans == 'N' ? n : m;
    int single = A->cls == MT_SINGLE || B->cls == MT_SINGLE;
    int cplx = A->cplx, stack = !A->cplx && B->cplx, done;
    size_t w = cplx ? 2 : 1, pp = stack ? 2 * p : p, i;
    double *ta = mt__values(A), *tb, *x;
    /* a complex B under a real A: Octave solves the real parts and then the imaginary
     * parts as 2p real columns (stack_complex_matrix) */
    tb = (double *)lmalloc(w * B->numel * (stack ? 2 : 1) * sizeof(double) + 1);
    for (i = 0; i < B->numel; i++) {
        if (cplx) {
            tb[2 * i] = mt__get(B, i);
            tb[2 * i + 1] = mt__get_im(B, i);
        } else {
            tb[i] = mt__get(B, i);
            if (stack)
                tb[B->numel + i] = mt__get_im(B, i);
        }
    }
    x = (double *)lmalloc(w * xr * pp * sizeof(double) + 1);
    memset(x, 0, w * xr * pp * sizeof(double));
    done = lapack_solve(cplx, single, trans, m, n, pp, ta, tb, x);
    if (!done) {
        if (cplx) {
            free(ta), free(tb), free(x);
            mt_error("mat2c: complex linear solves need LAPACK (this program was built without "
                     "it)");
        }
        if (trans != 'N') { /* the runtime's solver on the transposed matrix */
            double *t = (double *)lmalloc(m * n * sizeof(double) + 1);
            size_t j, u;
            for (j = 0; j < n; j++)
                for (u = 0; u < m; u++)
                    t[j + u * n] = ta[u + j * m];
            free(ta);
            ta = t;
            u = m;
            m = n;
            n = u;
        }
        if (m > 0 && n > 0 && pp > 0)
            solve_real(m, n, pp, ta, tb, x);
    }
    free(ta);
    free(tb);
    set_2d(&res, MT_DOUBLE, cplx || stack, xr, p);
    for (i = 0; i < xr * p; i++) {
        if (cplx)
            mt__set_c(&res, i, x[2 * i], x[2 * i + 1]);
        else if (stack)
            mt__set_c(&res, i, x[i], x[xr * p + i]);
        else
            ((double *)res.data)[i] = x[i];
    }
    free(x);
    if (cplx || stack)
        mt__narrow_complex(&res);
    mt__take(r, &res);
    if (single)
        mt_convert(r, MT_SINGLE, r);
}

void mt_mldivide(mt_array *r, const mt_array *a, const mt_array *b)
{
    mt_array A = *a, B = *b;
    mt__matop_container_check("\\", a, b);
    if (A.numel == 1) {
        mt_arg x, y;
        mt__scalar_matop_check("\\", a, b);
        x.a = a;
        x.s = 0;
        y.a = b;
        y.s = 0;
        mt_binary(r, MT_LDIV, x, y);
        return;
    }
    if (structured_op(r, a, b, 1))
        return;
    /* Octave has no integer matrix division */
    if (mt__is_int_class(A.cls) || mt__is_int_class(B.cls))
        mt__binop_type_error("\\", &A, &B);
    fold_2d(&A);
    fold_2d(&B);
    if (A.dims[0] != B.dims[0])
        nonconformant("\\", &A, &B);
    mdivide(r, &A, &B, 'N');
}

void mt_mldivide_t(mt_array *r, const mt_array *a, int ta, const mt_array *b,
                   const mt_array *fa)
{
    mt_array A = *a, B = *b;
    if (a->numel == 1 || b->numel == 0 || mt__is_container(a) || mt__is_container(b) ||
        a->layout != MT_LAYOUT_FULL || b->layout != MT_LAYOUT_FULL ||
        mt__is_int_class(a->cls) || mt__is_int_class(b->cls) || a->ndims > 2 || b->ndims > 2 ||
        a->cls == MT_CHAR || b->cls == MT_CHAR) {
        mt_mldivide(r, fa, b);
        return;
    }
    if (A.dims[1] != B.dims[0]) /* op(A) has A's columns as rows */
        nonconformant("\\", fa, &B);
    mdivide(r, &A, &B, ta == 2 && A.cplx ? 'C' : 'T');
}

void mt_mrdivide(mt_array *r, const mt_array *a, const mt_array *b)
{
    /* a / b: Octave's b.solve (a.', blas_trans), transposed (xdiv.cc) */
    mt_array at = MT_ARRAY_INIT, A, B;
    mt__matop_container_check("/", a, b);
    if (b->numel == 1) {
        mt_arg x, y;
        mt__scalar_matop_check("/", a, b);
        x.a = a;
        x.s = 0;
        y.a = b;
        y.s = 0;
        mt_binary(r, MT_RDIV, x, y);
        return;
    }
    if (structured_op(r, a, b, 2))
        return;
    if (mt__is_int_class(a->cls) || mt__is_int_class(b->cls))
        mt__binop_type_error("/", a, b);
    A = *a;
    B = *b;
    fold_2d(&A);
    fold_2d(&B);
    if (A.dims[1] != B.dims[1])
        nonconformant("/", &A, &B);
    mt_transpose(&at, &A);
    mdivide(r, &B, &at, 'T');
    mt_transpose(r, r);
    mt_free(&at);
}

/* xpow.cc's xisint: a whole number within int's range. */
static int xpow_isint(double p)
{
    return round(p) == p && ((p >= 0 && p < 2147483647.0) || (p <= 0 && p > -2147483648.0));
}

/* xpow.cc for a diagonal matrix (5d and its complex kin), element by element on the
 * diagonal: a real one to a whole power by the real pow; to any other real power as a
 * complex base (std::pow (Complex, double)); a complex one, or a complex power, by cpow.
 * The result stays diagonal (narrowed to real when no imaginary part is left). */
static void diag_power(mt_array *r, const mt_array *a, const mt_array *e)
{
    size_t n = a->dims[0], i, dims[2];
    double p = mt__get(e, 0), pi = mt__get_im(e, 0);
    mt_array res = MT_ARRAY_INIT;
    dims[0] = dims[1] = n;
    mt_resize(&res, MT_DOUBLE, 1, 2, dims);
    for (i = 0; i < n * n; i++)
        mt__set_c(&res, i, 0, 0);
    for (i = 0; i < n; i++) {
        double dr = mt__get(a, i + i * n), di = mt__get_im(a, i + i * n);
        if (!a->cplx && !e->cplx && xpow_isint(p)) {
            mt__set_c(&res, i + i * n, pow(dr, p), 0);
        } else {
            double x[2], y[2], z[2];
            x[0] = dr;
            x[1] = di;
            y[0] = p;
            y[1] = pi;
            mt__pow_pair(z, x, 1, y, a->cplx || e->cplx, 0);
            mt__set_c(&res, i + i * n, z[0], z[1]);
        }
    }
    mt__narrow_complex(&res);
    if (res.numel > 1)
        res.layout = MT_LAYOUT_DIAG;
    mt__take(r, &res);
}

void mt_mpower(mt_array *r, const mt_array *a, double p)
{
    mt_array A = MT_ARRAY_INIT, acc = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    /* the exponent as an array in a lent buffer, for the checks (which raise, and a `try`
     * may catch them) and the powers through EIG */
    mt_array e = MT_ARRAY_INIT;
    double ebuf = 0;
    long k;
    mt_use_buffer(&e, &ebuf, sizeof ebuf);
    mt_from_scalar(&e, p);
    if (mt__is_container(a))
        mt__matop_container_check("^", a, &e);
    if (a->numel == 1) {
        mt_arg x, y;
        x.a = a;
        x.s = 0;
        y.a = NULL;
        y.s = p;
        mt_binary(r, MT_POW, x, y);
        return;
    }
    if (mt__is_int_class(a->cls))
        mt__binop_type_error("^", a, &e);
    if (a->ndims > 2 || a->dims[0] != a->dims[1])
        mt_error("for x^y, only square matrix arguments are permitted and one argument must be scalar.  Use .^ for elementwise power.");
    if (a->layout == MT_LAYOUT_DIAG && a->cls == MT_DOUBLE) {
        diag_power(r, a, &e);
        return;
    }
    if (!xpow_isint(p)) {
        mt__mpower_eig(r, a, &e, 0);
        return;
    }
    mt_copy(&A, a);
    A.layout = MT_LAYOUT_FULL;
    if (p < 0) {
        double rc = 0;
        int failed = mt__inv_lapack(&t, &A, &rc);
        if (failed < 0) { /* the runtime's own: A \ I */
            mt_array I_ = MT_ARRAY_INIT;
            mt_eye(&I_, A.dims[0], A.dims[0]);
            mt_mldivide(&t, &A, &I_);
            mt_free(&I_);
        } else if (failed) /* xpow.cc: only a failed inverse warns */
            mt_warn("Octave:singular-matrix", "inverse: matrix singular to machine precision, "
                    "rcond = %g", rc);
        mt_copy(&A, &t);
        p = -p;
    }
    k = (long)p;
    if (k == 0) {
        mt_eye(&acc, A.dims[0], A.dims[0]);
        if (A.cls == MT_SINGLE)
            mt_convert(&acc, MT_SINGLE, &acc);
    } else {
        /* xpow.cc's order: result = atmp * result (bug #52706), then atmp squared */
        mt_copy(&acc, &A);
        k--;
        while (k > 0) {
            if (k & 1) {
                mt_mtimes(&t, &A, &acc);
                mt_copy(&acc, &t);
            }
            k >>= 1;
            if (k > 0) {
                mt_mtimes(&t, &A, &A);
                mt_copy(&A, &t);
            }
        }
    }
    mt__take(r, &acc);
    mt_free(&A);
    mt_free(&t);
}

void mt_mpower_m(mt_array *r, const mt_array *a, const mt_array *b)
{
    mt__matop_container_check("^", a, b);
    if (a->numel == 1 && b->numel == 1) {
        mt_arg x, y;
        x.a = a;
        x.s = 0;
        y.a = b;
        y.s = 0;
        mt_binary(r, MT_POW, x, y);
        return;
    }
    if (mt__is_int_class(a->cls) || mt__is_int_class(b->cls))
        mt__binop_type_error("^", a, b);
    if (b->numel == 1 && !b->cplx && (b->cls != MT_SINGLE || a->cls == MT_SINGLE)) {
        mt_mpower(r, a, mt__get(b, 0));
        return;
    }
    if (b->numel == 1 && !b->cplx) {
        /* a single power makes the matrix single (and full: Octave has no single
         * diagonal power) */
        mt_array as = MT_ARRAY_INIT;
        mt_convert(&as, MT_SINGLE, a);
        as.layout = MT_LAYOUT_FULL;
        mt_mpower(r, &as, mt__get(b, 0));
        mt_free(&as);
        return;
    }
    if (b->numel == 1 || a->numel == 1) {
        const mt_array *m = b->numel == 1 ? a : b;
        if (m->ndims > 2 || m->dims[0] != m->dims[1])
            mt_error("for x^y, only square matrix arguments are permitted and one argument must be scalar.  Use .^ for elementwise power.");
        if (m == a && a->layout == MT_LAYOUT_DIAG && a->cls == MT_DOUBLE && b->cls == MT_DOUBLE)
            diag_power(r, a, b); /* xpow (DiagMatrix, Complex) */
        else
            mt__mpower_eig(r, m, m == a ? b : a, m == b);
        return;
    }
    mt_error("for x^y, only square matrix arguments are permitted and one argument must be scalar.  Use .^ for elementwise power.");
}

/* The thread count of an OpenBLAS linked as the BLAS (`--threads=N`), so a program's BLAS
 * calls use as many threads as its parallel loops; any other BLAS is left alone. */
#if defined(__GNUC__) && defined(__ELF__)
extern void openblas_set_num_threads(int) __attribute__((weak));
#endif
void mt_blas_threads(int n)
{
#if defined(__GNUC__) && defined(__ELF__)
    if (openblas_set_num_threads)
        openblas_set_num_threads(n);
#else
    (void)n;
#endif
}
