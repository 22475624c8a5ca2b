/* mt_lapack.c — the LAPACK drivers Octave calls for eig and svd, through the Fortran
 * interface of the system's LAPACK (the one Octave links: liblapack.so.3, OpenBLAS's on
 * Debian). The driver defines MT_HAVE_LAPACK and links it when it is installed; without it
 * every wrapper answers MT_LA_MISSING and the callers fall back to the runtime's own
 * routines or raise "mat2c: ... needs LAPACK".
 *
 * Matrices are column-major; complex ones interleaved (re, im), which is LAPACK's
 * COMPLEX*16 layout. Each wrapper queries the workspace size first, as Octave does, so the
 * routine sees the same workspace (and takes the same blocked paths) as in Octave. */
#include "mt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef MT_HAVE_LAPACK

/* Fortran symbols with gfortran's hidden character-length arguments at the end. */
typedef int la_int;
typedef size_t la_len;

#ifdef MT_LAPACK_DLOPEN
/* The driver's builds open LAPACK at the first call instead of linking it, as the BLAS
 * (mt_linalg.c): linking OpenBLAS's liblapack.so.3 costs every program ~10M instructions of
 * relocations at start-up, more than many whole programs. Same library, same calls, same
 * bits. The executable exports xerbla_ (the driver's link flag) so that the library's
 * calls reach the definition below, as when it is linked. */
#include <dlfcn.h>

static void *la_sym(const char *name)
{
    static void *lib;
    void *p;
    if (!lib)
        lib = dlopen("liblapack.so.3", RTLD_NOW | RTLD_GLOBAL);
    if (!lib)
        lib = dlopen("liblapack.so", RTLD_NOW | RTLD_GLOBAL);
    if (!lib)
        mt_error("mat2c: cannot load the LAPACK library (liblapack.so.3) the program was built "
                 "for");
    p = dlsym(lib, name);
    if (!p)
        mt_error("mat2c: the LAPACK library has no %s", name);
    return p;
}

/* The routine fn of type `ret fn params`, looked up once (through a data pointer: POSIX's
 * dlsym idiom, which ISO C's function/object pointer rules otherwise forbid); LA(fn) calls it. */
#define LA_FN(ret, fn, params)                                                                 \
    typedef ret la_t_##fn params;                                                              \
    static la_t_##fn *la_p_##fn(void)                                                          \
    {                                                                                          \
        static la_t_##fn *f;                                                                   \
        if (!f)                                                                                \
            *(void **)(&f) = la_sym(#fn);                                                      \
        return f;                                                                              \
    }
#define LA(fn) (*la_p_##fn())
#else
#define LA_FN(ret, fn, params) extern ret fn params;
#define LA(fn) fn
#endif

LA_FN(void, dsyev_, (const char *jobz, const char *uplo, const la_int *n, double *a,
              const la_int *lda, double *w, double *work, const la_int *lwork,
              la_int *info, la_len, la_len))
LA_FN(void, zheev_, (const char *jobz, const char *uplo, const la_int *n, double *a,
              const la_int *lda, double *w, double *work, const la_int *lwork,
              double *rwork, la_int *info, la_len, la_len))
LA_FN(void, dgeevx_, (const char *balanc, const char *jobvl, const char *jobvr, const char *sense,
              const la_int *n, double *a, const la_int *lda, double *wr, double *wi,
              double *vl, const la_int *ldvl, double *vr, const la_int *ldvr, la_int *ilo,
              la_int *ihi, double *scale, double *abnrm, double *rconde, double *rcondv,
              double *work, const la_int *lwork, la_int *iwork, la_int *info, la_len,
              la_len, la_len, la_len))
LA_FN(void, zgeevx_, (const char *balanc, const char *jobvl, const char *jobvr, const char *sense,
              const la_int *n, double *a, const la_int *lda, double *w, double *vl,
              const la_int *ldvl, double *vr, const la_int *ldvr, la_int *ilo,
              la_int *ihi, double *scale, double *abnrm, double *rconde, double *rcondv,
              double *work, const la_int *lwork, double *rwork, la_int *info, la_len,
              la_len, la_len, la_len))
/* the complex Schur form (sqrtm): SELECT is a LOGICAL function, unused with SORT = 'N' */
typedef la_int la_select_z(const double *w);
typedef la_int la_select_c(const float *w);
LA_FN(void, zgeesx_, (const char *jobvs, const char *sort, la_select_z *select,
              const char *sense, const la_int *n, double *a, const la_int *lda, la_int *sdim,
              double *w, double *vs, const la_int *ldvs, double *rconde, double *rcondv,
              double *work, const la_int *lwork, double *rwork, la_int *bwork, la_int *info,
              la_len, la_len, la_len))
LA_FN(void, cgeesx_, (const char *jobvs, const char *sort, la_select_c *select,
              const char *sense, const la_int *n, float *a, const la_int *lda, la_int *sdim,
              float *w, float *vs, const la_int *ldvs, float *rconde, float *rcondv,
              float *work, const la_int *lwork, float *rwork, la_int *bwork, la_int *info,
              la_len, la_len, la_len))
LA_FN(void, dpotrf_, (const char *uplo, const la_int *n, double *a, const la_int *lda,
              la_int *info, la_len))
LA_FN(void, dsygv_, (const la_int *itype, const char *jobz, const char *uplo, const la_int *n,
              double *a, const la_int *lda, double *b, const la_int *ldb, double *w,
              double *work, const la_int *lwork, la_int *info, la_len, la_len))
LA_FN(void, dggev_, (const char *jobvl, const char *jobvr, const la_int *n, double *a,
              const la_int *lda, double *b, const la_int *ldb, double *alphar,
              double *alphai, double *beta, double *vl, const la_int *ldvl, double *vr,
              const la_int *ldvr, double *work, const la_int *lwork, la_int *info, la_len,
              la_len))
LA_FN(void, zpotrf_, (const char *uplo, const la_int *n, double *a, const la_int *lda,
              la_int *info, la_len))
LA_FN(void, zhegv_, (const la_int *itype, const char *jobz, const char *uplo, const la_int *n,
              double *a, const la_int *lda, double *b, const la_int *ldb, double *w,
              double *work, const la_int *lwork, double *rwork, la_int *info, la_len,
              la_len))
LA_FN(void, zggev_, (const char *jobvl, const char *jobvr, const la_int *n, double *a,
              const la_int *lda, double *b, const la_int *ldb, double *alpha,
              double *beta, double *vl, const la_int *ldvl, double *vr,
              const la_int *ldvr, double *work, const la_int *lwork, double *rwork,
              la_int *info, la_len, la_len))
LA_FN(void, dgesvd_, (const char *jobu, const char *jobvt, const la_int *m, const la_int *n,
              double *a, const la_int *lda, double *s, double *u, const la_int *ldu,
              double *vt, const la_int *ldvt, double *work, const la_int *lwork,
              la_int *info, la_len, la_len))
LA_FN(void, zgesvd_, (const char *jobu, const char *jobvt, const la_int *m, const la_int *n,
              double *a, const la_int *lda, double *s, double *u, const la_int *ldu,
              double *vt, const la_int *ldvt, double *work, const la_int *lwork,
              double *rwork, la_int *info, la_len, la_len))

LA_FN(void, sgesvd_, (const char *jobu, const char *jobvt, const la_int *m, const la_int *n,
              float *a, const la_int *lda, float *s, float *u, const la_int *ldu,
              float *vt, const la_int *ldvt, float *work, const la_int *lwork,
              la_int *info, la_len, la_len))
LA_FN(void, cgesvd_, (const char *jobu, const char *jobvt, const la_int *m, const la_int *n,
              float *a, const la_int *lda, float *s, float *u, const la_int *ldu,
              float *vt, const la_int *ldvt, float *work, const la_int *lwork,
              float *rwork, la_int *info, la_len, la_len))

LA_FN(void, dgetrf_, (const la_int *m, const la_int *n, double *a, const la_int *lda,
              la_int *ipiv, la_int *info))
LA_FN(void, sgetrf_, (const la_int *m, const la_int *n, float *a, const la_int *lda,
              la_int *ipiv, la_int *info))
LA_FN(void, dgecon_, (const char *norm, const la_int *n, const double *a, const la_int *lda,
              const double *anorm, double *rcond, double *work, la_int *iwork,
              la_int *info, la_len))
LA_FN(void, sgecon_, (const char *norm, const la_int *n, const float *a, const la_int *lda,
              const float *anorm, float *rcond, float *work, la_int *iwork, la_int *info,
              la_len))
LA_FN(void, dgetri_, (const la_int *n, double *a, const la_int *lda, const la_int *ipiv,
              double *work, const la_int *lwork, la_int *info))
LA_FN(void, sgetri_, (const la_int *n, float *a, const la_int *lda, const la_int *ipiv,
              float *work, const la_int *lwork, la_int *info))

LA_FN(void, dtrtri_, (const char *uplo, const char *diag, const la_int *n, double *a,
              const la_int *lda, la_int *info, la_len, la_len))
LA_FN(void, strtri_, (const char *uplo, const char *diag, const la_int *n, float *a,
              const la_int *lda, la_int *info, la_len, la_len))
LA_FN(void, dtrcon_, (const char *norm, const char *uplo, const char *diag, const la_int *n,
              const double *a, const la_int *lda, double *rcond, double *work,
              la_int *iwork, la_int *info, la_len, la_len, la_len))
LA_FN(void, strcon_, (const char *norm, const char *uplo, const char *diag, const la_int *n,
              const float *a, const la_int *lda, float *rcond, float *work, la_int *iwork,
              la_int *info, la_len, la_len, la_len))
LA_FN(void, spotrf_, (const char *uplo, const la_int *n, float *a, const la_int *lda,
              la_int *info, la_len))
LA_FN(void, dpocon_, (const char *uplo, const la_int *n, const double *a, const la_int *lda,
              const double *anorm, double *rcond, double *work, la_int *iwork,
              la_int *info, la_len))
LA_FN(void, spocon_, (const char *uplo, const la_int *n, const float *a, const la_int *lda,
              const float *anorm, float *rcond, float *work, la_int *iwork, la_int *info,
              la_len))
LA_FN(void, dpotri_, (const char *uplo, const la_int *n, double *a, const la_int *lda,
              la_int *info, la_len))
LA_FN(void, spotri_, (const char *uplo, const la_int *n, float *a, const la_int *lda,
              la_int *info, la_len))

/* complex inverses (zgetri, ztrtri, zpotri and their single twins) */
LA_FN(void, zgetrf_, (const la_int *m, const la_int *n, double *a, const la_int *lda,
              la_int *ipiv, la_int *info))
LA_FN(void, cgetrf_, (const la_int *m, const la_int *n, float *a, const la_int *lda,
              la_int *ipiv, la_int *info))
LA_FN(void, zgecon_, (const char *norm, const la_int *n, const double *a, const la_int *lda,
              const double *anorm, double *rcond, double *work, double *rwork,
              la_int *info, la_len))
LA_FN(void, cgecon_, (const char *norm, const la_int *n, const float *a, const la_int *lda,
              const float *anorm, float *rcond, float *work, float *rwork, la_int *info,
              la_len))
LA_FN(void, zgetri_, (const la_int *n, double *a, const la_int *lda, const la_int *ipiv,
              double *work, const la_int *lwork, la_int *info))
LA_FN(void, cgetri_, (const la_int *n, float *a, const la_int *lda, const la_int *ipiv,
              float *work, const la_int *lwork, la_int *info))
LA_FN(void, ztrtri_, (const char *uplo, const char *diag, const la_int *n, double *a,
              const la_int *lda, la_int *info, la_len, la_len))
LA_FN(void, ctrtri_, (const char *uplo, const char *diag, const la_int *n, float *a,
              const la_int *lda, la_int *info, la_len, la_len))
LA_FN(void, ztrcon_, (const char *norm, const char *uplo, const char *diag, const la_int *n,
              const double *a, const la_int *lda, double *rcond, double *work,
              double *rwork, la_int *info, la_len, la_len, la_len))
LA_FN(void, ctrcon_, (const char *norm, const char *uplo, const char *diag, const la_int *n,
              const float *a, const la_int *lda, float *rcond, float *work, float *rwork,
              la_int *info, la_len, la_len, la_len))
LA_FN(void, cpotrf_, (const char *uplo, const la_int *n, float *a, const la_int *lda,
              la_int *info, la_len))
LA_FN(void, zpocon_, (const char *uplo, const la_int *n, const double *a, const la_int *lda,
              const double *anorm, double *rcond, double *work, double *rwork,
              la_int *info, la_len))
LA_FN(void, cpocon_, (const char *uplo, const la_int *n, const float *a, const la_int *lda,
              const float *anorm, float *rcond, float *work, float *rwork, la_int *info,
              la_len))
LA_FN(void, zpotri_, (const char *uplo, const la_int *n, double *a, const la_int *lda,
              la_int *info, la_len))
LA_FN(void, cpotri_, (const char *uplo, const la_int *n, float *a, const la_int *lda,
              la_int *info, la_len))

LA_FN(void, dgebal_, (const char *job, const la_int *n, double *a, const la_int *lda,
              la_int *ilo, la_int *ihi, double *scale, la_int *info, la_len))
LA_FN(void, dgebak_, (const char *job, const char *side, const la_int *n, const la_int *ilo,
              const la_int *ihi, const double *scale, const la_int *m, double *v,
              const la_int *ldv, la_int *info, la_len, la_len))

/* the linear solves of Octave's xMatrix::solve */
LA_FN(void, dtrtrs_, (const char *uplo, const char *trans, const char *diag, const la_int *n,
              const la_int *nrhs, const double *a, const la_int *lda, double *b,
              const la_int *ldb, la_int *info, la_len, la_len, la_len))
LA_FN(void, strtrs_, (const char *uplo, const char *trans, const char *diag, const la_int *n,
              const la_int *nrhs, const float *a, const la_int *lda, float *b,
              const la_int *ldb, la_int *info, la_len, la_len, la_len))
LA_FN(void, ztrtrs_, (const char *uplo, const char *trans, const char *diag, const la_int *n,
              const la_int *nrhs, const double *a, const la_int *lda, double *b,
              const la_int *ldb, la_int *info, la_len, la_len, la_len))
LA_FN(void, ctrtrs_, (const char *uplo, const char *trans, const char *diag, const la_int *n,
              const la_int *nrhs, const float *a, const la_int *lda, float *b,
              const la_int *ldb, la_int *info, la_len, la_len, la_len))
LA_FN(void, dpotrs_, (const char *uplo, const la_int *n, const la_int *nrhs, const double *a,
              const la_int *lda, double *b, const la_int *ldb, la_int *info, la_len))
LA_FN(void, spotrs_, (const char *uplo, const la_int *n, const la_int *nrhs, const float *a,
              const la_int *lda, float *b, const la_int *ldb, la_int *info, la_len))
LA_FN(void, zpotrs_, (const char *uplo, const la_int *n, const la_int *nrhs, const double *a,
              const la_int *lda, double *b, const la_int *ldb, la_int *info, la_len))
LA_FN(void, cpotrs_, (const char *uplo, const la_int *n, const la_int *nrhs, const float *a,
              const la_int *lda, float *b, const la_int *ldb, la_int *info, la_len))
LA_FN(void, dgetrs_, (const char *trans, const la_int *n, const la_int *nrhs, const double *a,
              const la_int *lda, const la_int *ipiv, double *b, const la_int *ldb,
              la_int *info, la_len))
LA_FN(void, sgetrs_, (const char *trans, const la_int *n, const la_int *nrhs, const float *a,
              const la_int *lda, const la_int *ipiv, float *b, const la_int *ldb,
              la_int *info, la_len))
LA_FN(void, zgetrs_, (const char *trans, const la_int *n, const la_int *nrhs, const double *a,
              const la_int *lda, const la_int *ipiv, double *b, const la_int *ldb,
              la_int *info, la_len))
LA_FN(void, cgetrs_, (const char *trans, const la_int *n, const la_int *nrhs, const float *a,
              const la_int *lda, const la_int *ipiv, float *b, const la_int *ldb,
              la_int *info, la_len))
LA_FN(void, dgelsd_, (const la_int *m, const la_int *n, const la_int *nrhs, double *a,
              const la_int *lda, double *b, const la_int *ldb, double *s,
              const double *rcond, la_int *rank, double *work, const la_int *lwork,
              la_int *iwork, la_int *info))
LA_FN(void, sgelsd_, (const la_int *m, const la_int *n, const la_int *nrhs, float *a,
              const la_int *lda, float *b, const la_int *ldb, float *s, const float *rcond,
              la_int *rank, float *work, const la_int *lwork, la_int *iwork, la_int *info))
LA_FN(void, zgelsd_, (const la_int *m, const la_int *n, const la_int *nrhs, double *a,
              const la_int *lda, double *b, const la_int *ldb, double *s,
              const double *rcond, la_int *rank, double *work, const la_int *lwork,
              double *rwork, la_int *iwork, la_int *info))
LA_FN(void, cgelsd_, (const la_int *m, const la_int *n, const la_int *nrhs, float *a,
              const la_int *lda, float *b, const la_int *ldb, float *s, const float *rcond,
              la_int *rank, float *work, const la_int *lwork, float *rwork, la_int *iwork,
              la_int *info))
LA_FN(la_int, ilaenv_, (const la_int *ispec, const char *name, const char *opts, const la_int *n1,
              const la_int *n2, const la_int *n3, const la_int *n4, la_len, la_len))

/* the QR factorizations of Octave's qr and qrp classes */
LA_FN(void, dgeqrf_, (const la_int *m, const la_int *n, double *a, const la_int *lda, double *tau,
              double *work, const la_int *lwork, la_int *info))
LA_FN(void, sgeqrf_, (const la_int *m, const la_int *n, float *a, const la_int *lda, float *tau,
              float *work, const la_int *lwork, la_int *info))
LA_FN(void, zgeqrf_, (const la_int *m, const la_int *n, double *a, const la_int *lda, double *tau,
              double *work, const la_int *lwork, la_int *info))
LA_FN(void, cgeqrf_, (const la_int *m, const la_int *n, float *a, const la_int *lda, float *tau,
              float *work, const la_int *lwork, la_int *info))
LA_FN(void, dgeqp3_, (const la_int *m, const la_int *n, double *a, const la_int *lda, la_int *jpvt,
              double *tau, double *work, const la_int *lwork, la_int *info))
LA_FN(void, sgeqp3_, (const la_int *m, const la_int *n, float *a, const la_int *lda, la_int *jpvt,
              float *tau, float *work, const la_int *lwork, la_int *info))
LA_FN(void, zgeqp3_, (const la_int *m, const la_int *n, double *a, const la_int *lda, la_int *jpvt,
              double *tau, double *work, const la_int *lwork, double *rwork, la_int *info))
LA_FN(void, cgeqp3_, (const la_int *m, const la_int *n, float *a, const la_int *lda, la_int *jpvt,
              float *tau, float *work, const la_int *lwork, float *rwork, la_int *info))
LA_FN(void, dorgqr_, (const la_int *m, const la_int *n, const la_int *k, double *a,
              const la_int *lda, const double *tau, double *work, const la_int *lwork,
              la_int *info))
LA_FN(void, sorgqr_, (const la_int *m, const la_int *n, const la_int *k, float *a,
              const la_int *lda, const float *tau, float *work, const la_int *lwork,
              la_int *info))
LA_FN(void, zungqr_, (const la_int *m, const la_int *n, const la_int *k, double *a,
              const la_int *lda, const double *tau, double *work, const la_int *lwork,
              la_int *info))
LA_FN(void, cungqr_, (const la_int *m, const la_int *n, const la_int *k, float *a,
              const la_int *lda, const float *tau, float *work, const la_int *lwork,
              la_int *info))

/* the single-precision eigenvalue drivers of Octave's FloatEIG */
LA_FN(void, ssyev_, (const char *jobz, const char *uplo, const la_int *n, float *a,
              const la_int *lda, float *w, float *work, const la_int *lwork, la_int *info,
              la_len, la_len))
LA_FN(void, cheev_, (const char *jobz, const char *uplo, const la_int *n, float *a,
              const la_int *lda, float *w, float *work, const la_int *lwork, float *rwork,
              la_int *info, la_len, la_len))
LA_FN(void, sgeevx_, (const char *balanc, const char *jobvl, const char *jobvr, const char *sense,
              const la_int *n, float *a, const la_int *lda, float *wr, float *wi,
              float *vl, const la_int *ldvl, float *vr, const la_int *ldvr, la_int *ilo,
              la_int *ihi, float *scale, float *abnrm, float *rconde, float *rcondv,
              float *work, const la_int *lwork, la_int *iwork, la_int *info, la_len,
              la_len, la_len, la_len))
LA_FN(void, cgeevx_, (const char *balanc, const char *jobvl, const char *jobvr, const char *sense,
              const la_int *n, float *a, const la_int *lda, float *w, float *vl,
              const la_int *ldvl, float *vr, const la_int *ldvr, la_int *ilo,
              la_int *ihi, float *scale, float *abnrm, float *rconde, float *rcondv,
              float *work, const la_int *lwork, float *rwork, la_int *info, la_len,
              la_len, la_len, la_len))

LA_FN(void, sgebal_, (const char *job, const la_int *n, float *a, const la_int *lda, la_int *ilo,
              la_int *ihi, float *scale, la_int *info, la_len))
LA_FN(void, sgebak_, (const char *job, const char *side, const la_int *n, const la_int *ilo,
              const la_int *ihi, const float *scale, const la_int *m, float *v,
              const la_int *ldv, la_int *info, la_len, la_len))

static la_int la_n(size_t n)
{
    if (n > 0x7fffffff)
        mt_error("out of memory or dimension too large for Octave's index type");
    return (la_int)n;
}

/* A workspace of the size a query returned (at least one element). */
static double *la_work(double query, size_t per)
{
    size_t n = query >= 1 ? (size_t)query : 1;
    return (double *)mt__bi_alloc(n * per * sizeof(double));
}

int mt__la_available(void) { return 1; }

/* Set by xerbla_ below; mt__la_xerbla_check turns it into Octave's error. */
static int la_xerbla_hit;

/* LAPACK's error handler for an invalid argument, replacing the library's own as Octave's
 * xerbla.cc does (the executable's definition interposes): the same line on stderr. It
 * returns, as OpenBLAS's does, so the routine goes on to return garbage, which the caller
 * discards once it has freed its buffers and calls mt__la_xerbla_check; later calls until
 * then stay silent (Octave's error ends the routine at the first). */
void xerbla_(const char *name, const la_int *info, la_len len);
void xerbla_(const char *name, const la_int *info, la_len len)
{
    if (la_xerbla_hit)
        return; /* Octave's error has stopped the routine at the first */
    fflush(stdout);
    fprintf(stderr, "%.*s: parameter number %d is invalid\n", (int)len, name, (int)*info);
    fflush(stderr);
    la_xerbla_hit = 1;
}

void mt__la_xerbla_check(void)
{
    if (la_xerbla_hit) {
        la_xerbla_hit = 0;
        mt_error("Fortran procedure terminated by call to XERBLA");
    }
}

/* A work copy of n values (doubles, interleaved when complex) in the solve's precision. */
static void *sv_in(int single, const double *v, size_t n)
{
    size_t i;
    if (!single) {
        double *d = (double *)mt__bi_alloc((n + 1) * sizeof(double));
        memcpy(d, v, n * sizeof(double));
        return d;
    }
    {
        float *f = (float *)mt__bi_alloc((n + 1) * sizeof(float));
        for (i = 0; i < n; i++)
            f[i] = (float)v[i];
        return f;
    }
}

static void sv_out(int single, const void *w, double *v, size_t n)
{
    size_t i;
    if (!single)
        memcpy(v, w, n * sizeof(double));
    else
        for (i = 0; i < n; i++)
            v[i] = (double)((const float *)w)[i];
}

int mt__la_solve(int kind, int cplx, int single, char trans, size_t n, size_t nrhs, double *a,
                 double *b, double anorm, double *rcond, int *cinfo, int *piv)
{
    size_t i;
    la_int nn = la_n(n), nr = la_n(nrhs), lda = nn ? nn : 1, info = 0, ci = 0;
    size_t w = cplx ? 2 : 1, es = single ? sizeof(float) : sizeof(double);
    void *fa = sv_in(single, a, w * n * n), *fb = sv_in(single, b, w * n * nrhs);
    la_int *ipiv = (la_int *)mt__bi_alloc((n + 1) * sizeof(la_int));
    la_int *iwork = (la_int *)mt__bi_alloc((n + 1) * sizeof(la_int));
    void *work = mt__bi_alloc((4 * w * n + 2) * es), *rwork = mt__bi_alloc((2 * n + 1) * es);
    float fan = (float)anorm, frc = 0;
    double drc = 0;
    char tr[2] = {trans, 0};
#define LA4(d, s, z, c, args)                                                                  \
    do {                                                                                       \
        if (!single && !cplx)                                                                  \
            LA(d) args;                                                                        \
        else if (!single)                                                                      \
            LA(z) args;                                                                        \
        else if (!cplx)                                                                        \
            LA(s) args;                                                                        \
        else                                                                                   \
            LA(c) args;                                                                        \
    } while (0)
    if (kind == MT_LA_SOLVE_UPPER || kind == MT_LA_SOLVE_LOWER) {
        const char *uplo = kind == MT_LA_SOLVE_UPPER ? "U" : "L";
        if (!single && !cplx)
            LA(dtrtrs_)(uplo, tr, "N", &nn, &nr, (double *)fa, &lda, (double *)fb, &lda, &info, 1, 1,
                    1);
        else if (!single)
            LA(ztrtrs_)(uplo, tr, "N", &nn, &nr, (double *)fa, &lda, (double *)fb, &lda, &info, 1, 1,
                    1);
        else if (!cplx)
            LA(strtrs_)(uplo, tr, "N", &nn, &nr, (float *)fa, &lda, (float *)fb, &lda, &info, 1, 1, 1);
        else
            LA(ctrtrs_)(uplo, tr, "N", &nn, &nr, (float *)fa, &lda, (float *)fb, &lda, &info, 1, 1, 1);
        if (!single && !cplx)
            LA(dtrcon_)("1", uplo, "N", &nn, (double *)fa, &lda, &drc, (double *)work, iwork, &ci, 1,
                    1, 1);
        else if (!single)
            LA(ztrcon_)("1", uplo, "N", &nn, (double *)fa, &lda, &drc, (double *)work,
                    (double *)rwork, &ci, 1, 1, 1);
        else if (!cplx)
            LA(strcon_)("1", uplo, "N", &nn, (float *)fa, &lda, &frc, (float *)work, iwork, &ci, 1, 1,
                    1);
        else
            LA(ctrcon_)("1", uplo, "N", &nn, (float *)fa, &lda, &frc, (float *)work, (float *)rwork,
                    &ci, 1, 1, 1);
    } else if (kind == MT_LA_SOLVE_CHOL) {
        LA4(dpotrf_, spotrf_, zpotrf_, cpotrf_, ("L", &nn, fa, &lda, &info, 1));
        if (info == 0) {
            if (!single && !cplx)
                LA(dpocon_)("L", &nn, (double *)fa, &lda, &anorm, &drc, (double *)work, iwork, &ci, 1);
            else if (!single)
                LA(zpocon_)("L", &nn, (double *)fa, &lda, &anorm, &drc, (double *)work,
                        (double *)rwork, &ci, 1);
            else if (!cplx)
                LA(spocon_)("L", &nn, (float *)fa, &lda, &fan, &frc, (float *)work, iwork, &ci, 1);
            else
                LA(cpocon_)("L", &nn, (float *)fa, &lda, &fan, &frc, (float *)work, (float *)rwork,
                        &ci, 1);
            *cinfo = (int)ci;
            LA4(dpotrs_, spotrs_, zpotrs_, cpotrs_, ("L", &nn, &nr, fa, &lda, fb, &lda, &ci, 1));
        }
    } else {
        LA4(dgetrf_, sgetrf_, zgetrf_, cgetrf_, (&nn, &nn, fa, &lda, ipiv, &info));
        if (info == 0) {
            if (!single && !cplx)
                LA(dgecon_)("1", &nn, (double *)fa, &lda, &anorm, &drc, (double *)work, iwork, &ci, 1);
            else if (!single)
                LA(zgecon_)("1", &nn, (double *)fa, &lda, &anorm, &drc, (double *)work,
                        (double *)rwork, &ci, 1);
            else if (!cplx)
                LA(sgecon_)("1", &nn, (float *)fa, &lda, &fan, &frc, (float *)work, iwork, &ci, 1);
            else
                LA(cgecon_)("1", &nn, (float *)fa, &lda, &fan, &frc, (float *)work, (float *)rwork,
                        &ci, 1);
            *cinfo = (int)ci;
            LA4(dgetrs_, sgetrs_, zgetrs_, cgetrs_, ("N", &nn, &nr, fa, &lda, ipiv, fb, &lda, &ci, 1));
        }
        if (piv)
            for (i = 0; i < n; i++)
                piv[i] = (int)ipiv[i];
    }
#undef LA4
    if (kind == MT_LA_SOLVE_UPPER || kind == MT_LA_SOLVE_LOWER)
        *cinfo = (int)ci;
    *rcond = single ? (double)frc : drc;
    sv_out(single, fa, a, w * n * n);
    sv_out(single, fb, b, w * n * nrhs);
    free(fa);
    free(fb);
    free(ipiv);
    free(iwork);
    free(work);
    free(rwork);
    return (int)info;
}

/* Octave's xMatrix::lssolve: xgelsd with RCOND -1 (machine precision), the workspace of
 * its query raised to Octave's workaround sizes (real), b (max(m, n) x nrhs, the
 * right-hand sides in its first m rows) overwritten by the solution in its first n rows;
 * s receives min(m, n) singular values. */
int mt__la_gelsd(int cplx, int single, size_t m, size_t n, size_t nrhs, double *a, double *b,
                 double *s, int *rank)
{
    la_int mm = la_n(m), nn = la_n(n), nr = la_n(nrhs), lwork = -1, info = 0, rk = 0, nine = 9,
           six = 6, zero = 0, mone = -1;
    size_t minmn = m < n ? m : n, maxmn = m > n ? m : n, w = cplx ? 2 : 1;
    size_t es = single ? sizeof(float) : sizeof(double);
    la_int ldb = la_n(maxmn), smlsiz, mnthr, nlvl, liwork, lrwork = 1;
    void *fa = sv_in(single, a, w * m * n), *fb = sv_in(single, b, w * maxmn * nrhs), *work;
    void *fs = mt__bi_alloc((minmn + 1) * es), *rwork = NULL;
    la_int *iwork;
    double q[2] = {0, 0}, qr = 0, drc = -1, wsize, tmp;
    float fq[2] = {0, 0}, fqr = 0, frc = -1;
    la_int qi = 0;
    smlsiz = LA(ilaenv_)(&nine, single ? (cplx ? "CGELSD" : "SGELSD") : (cplx ? "ZGELSD" : "DGELSD"),
                     " ", &zero, &zero, &zero, &zero, 6, 1);
    mnthr = LA(ilaenv_)(&six, single ? (cplx ? "CGELSD" : "SGELSD") : (cplx ? "ZGELSD" : "DGELSD"),
                    " ", &mm, &nn, &nr, &mone, 6, 1);
    tmp = log2((double)minmn / (double)(smlsiz + 1));
    nlvl = (la_int)tmp + 1;
    if (nlvl < 0)
        nlvl = 0;
    liwork = 3 * (la_int)minmn * nlvl + 11 * (la_int)minmn;
    if (liwork < 1)
        liwork = 1;
    iwork = (la_int *)mt__bi_alloc(((size_t)liwork + 1) * sizeof(la_int));
    if (cplx) {
        /* the complex query also sizes RWORK and IWORK */
        if (single)
            LA(cgelsd_)(&mm, &nn, &nr, (float *)fa, &mm, (float *)fb, &ldb, (float *)fs, &frc, &rk,
                    fq, &lwork, &fqr, &qi, &info);
        else
            LA(zgelsd_)(&mm, &nn, &nr, (double *)fa, &mm, (double *)fb, &ldb, (double *)fs, &drc,
                    &rk, q, &lwork, &qr, &qi, &info);
        wsize = single ? (double)fq[0] : q[0];
        lrwork = (la_int)(single ? (double)fqr : qr);
        if (lrwork < 1)
            lrwork = 1;
        if (qi > liwork) {
            free(iwork);
            liwork = qi;
            iwork = (la_int *)mt__bi_alloc(((size_t)liwork + 1) * sizeof(la_int));
        }
        rwork = mt__bi_alloc(((size_t)lrwork + 1) * es);
    } else {
        if (single)
            LA(sgelsd_)(&mm, &nn, &nr, (float *)fa, &mm, (float *)fb, &ldb, (float *)fs, &frc, &rk,
                    fq, &lwork, iwork, &info);
        else
            LA(dgelsd_)(&mm, &nn, &nr, (double *)fa, &mm, (double *)fb, &ldb, (double *)fs, &drc,
                    &rk, q, &lwork, iwork, &info);
        wsize = single ? (double)fq[0] : q[0];
        if (n > m && nn >= mnthr) {
            la_int wlalsd = 9 * mm + 2 * mm * smlsiz + 8 * mm * nlvl + mm * nr +
                            (smlsiz + 1) * (smlsiz + 1);
            la_int addend = mm, around;
            if (2 * mm - 4 > addend)
                addend = 2 * mm - 4;
            if (nr > addend)
                addend = nr;
            if (nn - 3 * mm > addend)
                addend = nn - 3 * mm;
            if (wlalsd > addend)
                addend = wlalsd;
            around = 4 * mm + mm * mm + addend;
            if (wsize < around)
                wsize = around;
        } else if (m >= n) {
            la_int around = 12 * nn + 2 * nn * smlsiz + 8 * nn * nlvl + nn * nr +
                            (smlsiz + 1) * (smlsiz + 1);
            if (wsize < around)
                wsize = around;
        }
    }
    lwork = (la_int)wsize;
    if (lwork < 1)
        lwork = 1;
    work = mt__bi_alloc(((size_t)lwork + 1) * w * es);
    if (!single && !cplx)
        LA(dgelsd_)(&mm, &nn, &nr, (double *)fa, &mm, (double *)fb, &ldb, (double *)fs, &drc, &rk,
                (double *)work, &lwork, iwork, &info);
    else if (!single)
        LA(zgelsd_)(&mm, &nn, &nr, (double *)fa, &mm, (double *)fb, &ldb, (double *)fs, &drc, &rk,
                (double *)work, &lwork, (double *)rwork, iwork, &info);
    else if (!cplx)
        LA(sgelsd_)(&mm, &nn, &nr, (float *)fa, &mm, (float *)fb, &ldb, (float *)fs, &frc, &rk,
                (float *)work, &lwork, iwork, &info);
    else
        LA(cgelsd_)(&mm, &nn, &nr, (float *)fa, &mm, (float *)fb, &ldb, (float *)fs, &frc, &rk,
                (float *)work, &lwork, (float *)rwork, iwork, &info);
    sv_out(single, fb, b, w * maxmn * nrhs);
    sv_out(single, fs, s, minmn);
    *rank = (int)rk;
    free(fa);
    free(fb);
    free(fs);
    free(work);
    free(rwork);
    free(iwork);
    return (int)info;
}

/* Octave's qr<T>::init (xgeqrf) or qrp<T>::init (xgeqp3, jpvt from zeros) and form:
 * type 0 raw (the factor with each reflector scaled by its tau, into r: m x n), 1 std
 * (q: m x m, r: m x n; for m > n the factor is widened to m x m first), 2 economy (q:
 * m x min, r: min x n); q formed by xorgqr/xungqr. Doubles in and out, interleaved when
 * cplx, worked on in float when single; jpvt (pivot only) receives 0-based columns. */
int mt__la_qr(int cplx, int single, int pivot, int type, size_t m, size_t n, const double *a,
              double *q, double *r, size_t *jpvt)
{
    size_t w = cplx ? 2 : 1, es = single ? sizeof(float) : sizeof(double);
    size_t minmn = m < n ? m : n, fc = (type == 1 && m > n) ? m : n, i, j, c;
    size_t qc = type == 1 ? m : minmn, rr = qc;
    la_int mm = la_n(m), nn = la_n(n), lda = mm ? mm : 1, lwork = -1, info = 0, k, kq;
    la_int *piv = (la_int *)mt__bi_alloc((n + 1) * sizeof(la_int));
    void *af, *tau, *work, *rwork = NULL, *qf;
    double dq[2] = {0, 0};
    float fq[2] = {0, 0};
    double wsz;
    /* afact: a, widened with zero columns to fc */
    {
        double *t = (double *)mt__bi_alloc((w * m * fc + 1) * sizeof(double));
        memcpy(t, a, w * m * n * sizeof(double));
        af = sv_in(single, t, w * m * fc);
        free(t);
    }
    tau = mt__bi_alloc((w * minmn + 1) * es);
    if (cplx && pivot)
        rwork = mt__bi_alloc((2 * n + 1) * es);
    if (m > 0) {
#define QR_CALL(W, LW)                                                                          \
    do {                                                                                       \
        if (pivot) {                                                                           \
            if (!single && !cplx)                                                              \
                LA(dgeqp3_)(&mm, &nn, (double *)af, &lda, piv, (double *)tau, (double *)(W), LW,   \
                        &info);                                                                \
            else if (!single)                                                                  \
                LA(zgeqp3_)(&mm, &nn, (double *)af, &lda, piv, (double *)tau, (double *)(W), LW,   \
                        (double *)rwork, &info);                                               \
            else if (!cplx)                                                                    \
                LA(sgeqp3_)(&mm, &nn, (float *)af, &lda, piv, (float *)tau, (float *)(W), LW,      \
                        &info);                                                                \
            else                                                                               \
                LA(cgeqp3_)(&mm, &nn, (float *)af, &lda, piv, (float *)tau, (float *)(W), LW,      \
                        (float *)rwork, &info);                                                \
        } else {                                                                               \
            if (!single && !cplx)                                                              \
                LA(dgeqrf_)(&mm, &nn, (double *)af, &lda, (double *)tau, (double *)(W), LW, &info);\
            else if (!single)                                                                  \
                LA(zgeqrf_)(&mm, &nn, (double *)af, &lda, (double *)tau, (double *)(W), LW, &info);\
            else if (!cplx)                                                                    \
                LA(sgeqrf_)(&mm, &nn, (float *)af, &lda, (float *)tau, (float *)(W), LW, &info);   \
            else                                                                               \
                LA(cgeqrf_)(&mm, &nn, (float *)af, &lda, (float *)tau, (float *)(W), LW, &info);   \
        }                                                                                      \
    } while (0)
        QR_CALL(single ? (void *)fq : (void *)dq, &lwork);
        wsz = single ? (double)fq[0] : dq[0];
        lwork = (la_int)wsz > 1 ? (la_int)wsz : 1;
        work = mt__bi_alloc(((size_t)lwork + 1) * w * es);
        QR_CALL(work, &lwork);
#undef QR_CALL
        free(work);
    } else
        for (i = 0; i < n; i++)
            piv[i] = (la_int)i + 1;
    if (pivot && jpvt)
        for (i = 0; i < n; i++)
            jpvt[i] = (size_t)piv[i] - 1;
    {
        double *d = (double *)mt__bi_alloc((w * m * fc + 1) * sizeof(double));
        double *dt = (double *)mt__bi_alloc((w * minmn + 1) * sizeof(double));
        sv_out(single, af, d, w * m * fc);
        sv_out(single, tau, dt, w * minmn);
        if (type == 0) {
            for (j = 0; j < n; j++)
                for (i = 0; i < m; i++)
                    for (c = 0; c < w; c++) {
                        double v = d[w * (i + j * m) + c];
                        if (j < minmn && i > j) { /* times tau[j] (complex product) */
                            if (cplx) {
                                double xr = d[w * (i + j * m)], xi = d[w * (i + j * m) + 1];
                                double tr = dt[2 * j], ti = dt[2 * j + 1];
                                if (single) /* float products, then the float sum */
                                    v = c == 0 ? (double)((float)(xr * tr) - (float)(xi * ti))
                                               : (double)((float)(xr * ti) + (float)(xi * tr));
                                else
                                    v = c == 0 ? xr * tr - xi * ti : xr * ti + xi * tr;
                            } else
                                v = single ? (double)((float)v * (float)dt[j]) : v * dt[j];
                        }
                        r[w * (i + j * m) + c] = v;
                    }
        } else {
            /* q: the reflectors below the diagonal of the first columns (m >= n: afact
             * itself), r: the upper triangle of the first rr rows */
            for (j = 0; j < qc; j++)
                for (i = 0; i < m; i++)
                    for (c = 0; c < w; c++)
                        q[w * (i + j * m) + c] =
                            (m >= n || i > j) && j < fc ? d[w * (i + j * m) + c] : 0;
            for (j = 0; j < n; j++)
                for (i = 0; i < rr; i++)
                    for (c = 0; c < w; c++)
                        r[w * (i + j * rr) + c] = i <= j && i < m ? d[w * (i + j * m) + c] : 0;
        }
        if (type != 0 && m > 0) {
            k = la_n(minmn);
            kq = la_n(qc);
            qf = sv_in(single, q, w * m * qc);
            lwork = -1;
            if (!single && !cplx)
                LA(dorgqr_)(&mm, &kq, &k, (double *)qf, &lda, (double *)tau, dq, &lwork, &info);
            else if (!single)
                LA(zungqr_)(&mm, &kq, &k, (double *)qf, &lda, (double *)tau, dq, &lwork, &info);
            else if (!cplx)
                LA(sorgqr_)(&mm, &kq, &k, (float *)qf, &lda, (float *)tau, fq, &lwork, &info);
            else
                LA(cungqr_)(&mm, &kq, &k, (float *)qf, &lda, (float *)tau, fq, &lwork, &info);
            wsz = single ? (double)fq[0] : dq[0];
            lwork = (la_int)wsz > 1 ? (la_int)wsz : 1;
            work = mt__bi_alloc(((size_t)lwork + 1) * w * es);
            if (!single && !cplx)
                LA(dorgqr_)(&mm, &kq, &k, (double *)qf, &lda, (double *)tau, (double *)work, &lwork,
                        &info);
            else if (!single)
                LA(zungqr_)(&mm, &kq, &k, (double *)qf, &lda, (double *)tau, (double *)work, &lwork,
                        &info);
            else if (!cplx)
                LA(sorgqr_)(&mm, &kq, &k, (float *)qf, &lda, (float *)tau, (float *)work, &lwork,
                        &info);
            else
                LA(cungqr_)(&mm, &kq, &k, (float *)qf, &lda, (float *)tau, (float *)work, &lwork,
                        &info);
            sv_out(single, qf, q, w * m * qc);
            free(qf);
            free(work);
        }
        free(d);
        free(dt);
    }
    free(af);
    free(tau);
    free(rwork);
    free(piv);
    return (int)info;
}

/* Octave's lu<T> constructor: xgetrf of the m x n matrix a (doubles, interleaved when
 * cplx, in float when single), overwritten by the packed factor; perm receives the row
 * order of P * A (lu<T>::getp: the identity with getrf's swaps applied). */
int mt__la_getrf(int cplx, int single, size_t m, size_t n, double *a, size_t *perm)
{
    la_int mm = la_n(m), nn = la_n(n), lda = mm ? mm : 1, info = 0;
    size_t w = cplx ? 2 : 1, k = m < n ? m : n, i;
    la_int *ipiv = (la_int *)mt__bi_alloc((k + 1) * sizeof(la_int));
    void *fa = sv_in(single, a, w * m * n);
    if (m > 0 && n > 0) {
        if (!single && !cplx)
            LA(dgetrf_)(&mm, &nn, (double *)fa, &lda, ipiv, &info);
        else if (!single)
            LA(zgetrf_)(&mm, &nn, (double *)fa, &lda, ipiv, &info);
        else if (!cplx)
            LA(sgetrf_)(&mm, &nn, (float *)fa, &lda, ipiv, &info);
        else
            LA(cgetrf_)(&mm, &nn, (float *)fa, &lda, ipiv, &info);
    }
    sv_out(single, fa, a, w * m * n);
    for (i = 0; i < m; i++)
        perm[i] = i;
    for (i = 0; i < k && m > 0 && n > 0; i++) {
        size_t p = (size_t)ipiv[i] - 1, t;
        if (p != i) {
            t = perm[i];
            perm[i] = perm[p];
            perm[p] = t;
        }
    }
    free(fa);
    free(ipiv);
    return (int)info;
}

/* Octave's chol<T>::init: xpotrf ('U', or 'L' when lower) of a, which holds that triangle
 * of A and zeros elsewhere (doubles, interleaved when cplx, in float when single). */
int mt__la_potrf(int cplx, int single, int lower, size_t n, double *a)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, info = 0;
    size_t w = cplx ? 2 : 1;
    void *fa = sv_in(single, a, w * n * n);
    const char *uplo = lower ? "L" : "U";
    if (n > 0) {
        if (!single && !cplx)
            LA(dpotrf_)(uplo, &nn, (double *)fa, &lda, &info, 1);
        else if (!single)
            LA(zpotrf_)(uplo, &nn, (double *)fa, &lda, &info, 1);
        else if (!cplx)
            LA(spotrf_)(uplo, &nn, (float *)fa, &lda, &info, 1);
        else
            LA(cpotrf_)(uplo, &nn, (float *)fa, &lda, &info, 1);
    }
    sv_out(single, fa, a, w * n * n);
    free(fa);
    return (int)info;
}

/* The single-precision twins of mt__la_dsyev, _zheev, _dgeevx and _zgeevx (ssyev, cheev,
 * sgeevx, cgeevx, as Octave's FloatEIG): doubles in and out, the work in float. */
int mt__la_ssyev(int vectors, size_t n, double *a, double *w)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lwork = -1, info = 0;
    float q = 0, *work, *fa = (float *)sv_in(1, a, n * n);
    float *fw = (float *)mt__bi_alloc((n + 1) * sizeof(float));
    const char *jobz = vectors ? "V" : "N";
    LA(ssyev_)(jobz, "U", &nn, fa, &lda, fw, &q, &lwork, &info, 1, 1);
    lwork = (la_int)q > 1 ? (la_int)q : 1;
    work = (float *)mt__bi_alloc(((size_t)lwork + 1) * sizeof(float));
    LA(ssyev_)(jobz, "U", &nn, fa, &lda, fw, work, &lwork, &info, 1, 1);
    sv_out(1, fa, a, n * n);
    sv_out(1, fw, w, n);
    free(work);
    free(fa);
    free(fw);
    return (int)info;
}

int mt__la_cheev(int vectors, size_t n, double *a, double *w)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lwork = -1, info = 0;
    float q[2] = {0, 0}, *work, *fa = (float *)sv_in(1, a, 2 * n * n);
    float *fw = (float *)mt__bi_alloc((n + 1) * sizeof(float));
    float *rwork = (float *)mt__bi_alloc((3 * n + 1) * sizeof(float));
    const char *jobz = vectors ? "V" : "N";
    LA(cheev_)(jobz, "U", &nn, fa, &lda, fw, q, &lwork, rwork, &info, 1, 1);
    lwork = (la_int)q[0] > 1 ? (la_int)q[0] : 1;
    work = (float *)mt__bi_alloc(((size_t)lwork + 1) * 2 * sizeof(float));
    LA(cheev_)(jobz, "U", &nn, fa, &lda, fw, work, &lwork, rwork, &info, 1, 1);
    sv_out(1, fa, a, 2 * n * n);
    sv_out(1, fw, w, n);
    free(work);
    free(rwork);
    free(fa);
    free(fw);
    return (int)info;
}

int mt__la_sgeevx(int balance, size_t n, double *a, double *wr, double *wi, double *vl,
                  double *vr)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, ldvl = vl ? ld : 1, ldvr = vr ? ld : 1;
    la_int lwork = -1, info = 0, ilo, ihi, iwork = 0;
    float q = 0, abnrm, *work, dummy = 0, *fa = (float *)sv_in(1, a, n * n);
    float *f = (float *)mt__bi_alloc((7 * n + 1) * sizeof(float));
    float *fwr = f, *fwi = f + n, *scale = f + 2 * n, *rconde = f + 3 * n, *rcondv = f + 4 * n;
    float *fvl = vl ? (float *)mt__bi_alloc((n * n + 1) * sizeof(float)) : NULL;
    float *fvr = vr ? (float *)mt__bi_alloc((n * n + 1) * sizeof(float)) : NULL;
    const char *bal = balance ? "B" : "N", *jl = vl ? "V" : "N", *jr = vr ? "V" : "N";
    LA(sgeevx_)(bal, jl, jr, "N", &nn, fa, &ld, fwr, fwi, fvl ? fvl : &dummy, &ldvl,
            fvr ? fvr : &dummy, &ldvr, &ilo, &ihi, scale, &abnrm, rconde, rcondv, &q, &lwork,
            &iwork, &info, 1, 1, 1, 1);
    lwork = (la_int)q > 1 ? (la_int)q : 1;
    work = (float *)mt__bi_alloc(((size_t)lwork + 1) * sizeof(float));
    LA(sgeevx_)(bal, jl, jr, "N", &nn, fa, &ld, fwr, fwi, fvl ? fvl : &dummy, &ldvl,
            fvr ? fvr : &dummy, &ldvr, &ilo, &ihi, scale, &abnrm, rconde, rcondv, work, &lwork,
            &iwork, &info, 1, 1, 1, 1);
    sv_out(1, fwr, wr, n);
    sv_out(1, fwi, wi, n);
    if (vl)
        sv_out(1, fvl, vl, n * n);
    if (vr)
        sv_out(1, fvr, vr, n * n);
    sv_out(1, fa, a, n * n);
    free(work);
    free(f);
    free(fvl);
    free(fvr);
    free(fa);
    return (int)info;
}

int mt__la_cgeevx(int balance, size_t n, double *a, double *w, double *vl, double *vr)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, ldvl = vl ? ld : 1, ldvr = vr ? ld : 1;
    la_int lwork = -1, info = 0, ilo, ihi;
    float q[2] = {0, 0}, abnrm, *work, dummy[2] = {0, 0}, *fa = (float *)sv_in(1, a, 2 * n * n);
    float *f = (float *)mt__bi_alloc((7 * n + 1) * sizeof(float));
    float *fw = f, *scale = f + 2 * n, *rconde = f + 3 * n, *rcondv = f + 4 * n,
          *rwork = f + 5 * n; /* 2n */
    float *fvl = vl ? (float *)mt__bi_alloc((2 * n * n + 1) * sizeof(float)) : NULL;
    float *fvr = vr ? (float *)mt__bi_alloc((2 * n * n + 1) * sizeof(float)) : NULL;
    const char *bal = balance ? "B" : "N", *jl = vl ? "V" : "N", *jr = vr ? "V" : "N";
    LA(cgeevx_)(bal, jl, jr, "N", &nn, fa, &ld, fw, fvl ? fvl : dummy, &ldvl, fvr ? fvr : dummy,
            &ldvr, &ilo, &ihi, scale, &abnrm, rconde, rcondv, q, &lwork, rwork, &info, 1, 1, 1, 1);
    lwork = (la_int)q[0] > 1 ? (la_int)q[0] : 1;
    work = (float *)mt__bi_alloc(((size_t)lwork + 1) * 2 * sizeof(float));
    LA(cgeevx_)(bal, jl, jr, "N", &nn, fa, &ld, fw, fvl ? fvl : dummy, &ldvl, fvr ? fvr : dummy,
            &ldvr, &ilo, &ihi, scale, &abnrm, rconde, rcondv, work, &lwork, rwork, &info, 1, 1, 1,
            1);
    sv_out(1, fw, w, 2 * n);
    if (vl)
        sv_out(1, fvl, vl, 2 * n * n);
    if (vr)
        sv_out(1, fvr, vr, 2 * n * n);
    free(work);
    free(f);
    free(fvl);
    free(fvr);
    free(fa);
    return (int)info;
}

/* The singular values of Octave's svd (A, sigma_only): xgesvd with jobs 'N' after a
 * workspace query, in single precision (sgesvd, cgesvd) for a single A. a holds doubles
 * (interleaved when cplx) and is destroyed; s receives min(m, n) values. */
int mt__la_svd_sigma(int cplx, int single, size_t m, size_t n, double *a, double *s)
{
    return single ? mt__la_gesvd_single(cplx, 'N', m, n, a, s, NULL, NULL)
                  : mt__la_gesvd(cplx, 'N', m, n, a, s, NULL, NULL);
}

int mt__la_dsyev(int vectors, size_t n, double *a, double *w)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lwork = -1, info = 0;
    double q = 0, *work;
    const char *jobz = vectors ? "V" : "N";
    LA(dsyev_)(jobz, "U", &nn, a, &lda, w, &q, &lwork, &info, 1, 1);
    if (info != 0)
        mt_error("dsyev workspace query failed");
    lwork = (la_int)q;
    work = la_work(q, 1);
    LA(dsyev_)(jobz, "U", &nn, a, &lda, w, work, &lwork, &info, 1, 1);
    free(work);
    return info;
}

int mt__la_zheev(int vectors, size_t n, double *a, double *w)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lwork = -1, info = 0;
    double q[2] = {0, 0}, *work, *rwork;
    const char *jobz = vectors ? "V" : "N";
    rwork = (double *)mt__bi_alloc((3 * n + 1) * sizeof(double));
    LA(zheev_)(jobz, "U", &nn, a, &lda, w, q, &lwork, rwork, &info, 1, 1);
    if (info != 0)
        mt_error("zheev workspace query failed");
    lwork = (la_int)q[0];
    work = la_work(q[0], 2);
    LA(zheev_)(jobz, "U", &nn, a, &lda, w, work, &lwork, rwork, &info, 1, 1);
    free(work);
    free(rwork);
    return info;
}

int mt__la_dgeevx(int balance, size_t n, double *a, double *wr, double *wi, double *vl,
                  double *vr)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, ldvl = vl ? ld : 1, ldvr = vr ? ld : 1;
    la_int lwork = -1, info = 0, ilo, ihi, iwork = 0;
    double q = 0, abnrm, *work, *scale, *rconde, *rcondv, dummy = 0;
    const char *bal = balance ? "B" : "N", *jl = vl ? "V" : "N", *jr = vr ? "V" : "N";
    scale = (double *)mt__bi_alloc((3 * n + 1) * sizeof(double));
    rconde = scale + n;
    rcondv = rconde + n;
    LA(dgeevx_)(bal, jl, jr, "N", &nn, a, &ld, wr, wi, vl ? vl : &dummy, &ldvl, vr ? vr : &dummy,
            &ldvr, &ilo, &ihi, scale, &abnrm, rconde, rcondv, &q, &lwork, &iwork, &info, 1, 1, 1,
            1);
    if (info != 0)
        mt_error("dgeevx workspace query failed");
    lwork = (la_int)q;
    work = la_work(q, 1);
    LA(dgeevx_)(bal, jl, jr, "N", &nn, a, &ld, wr, wi, vl ? vl : &dummy, &ldvl, vr ? vr : &dummy,
            &ldvr, &ilo, &ihi, scale, &abnrm, rconde, rcondv, work, &lwork, &iwork, &info, 1, 1,
            1, 1);
    free(work);
    free(scale);
    return info;
}

int mt__la_zgeevx(int balance, size_t n, double *a, double *w, double *vl, double *vr)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, ldvl = vl ? ld : 1, ldvr = vr ? ld : 1;
    la_int lwork = -1, info = 0, ilo, ihi;
    double q[2] = {0, 0}, abnrm, *work, *scale, *rconde, *rcondv, *rwork, dummy[2] = {0, 0};
    const char *bal = balance ? "B" : "N", *jl = vl ? "V" : "N", *jr = vr ? "V" : "N";
    scale = (double *)mt__bi_alloc((5 * n + 1) * sizeof(double));
    rconde = scale + n;
    rcondv = rconde + n;
    rwork = rcondv + n; /* 2n */
    LA(zgeevx_)(bal, jl, jr, "N", &nn, a, &ld, w, vl ? vl : dummy, &ldvl, vr ? vr : dummy, &ldvr,
            &ilo, &ihi, scale, &abnrm, rconde, rcondv, q, &lwork, rwork, &info, 1, 1, 1, 1);
    if (info != 0)
        mt_error("zgeevx workspace query failed");
    lwork = (la_int)q[0];
    work = la_work(q[0], 2);
    LA(zgeevx_)(bal, jl, jr, "N", &nn, a, &ld, w, vl ? vl : dummy, &ldvl, vr ? vr : dummy, &ldvr,
            &ilo, &ihi, scale, &abnrm, rconde, rcondv, work, &lwork, rwork, &info, 1, 1, 1, 1);
    free(work);
    free(scale);
    return info;
}

int mt__la_dpotrf_ok(size_t n, const double *b)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, info = 0;
    double *t = (double *)mt__bi_alloc((n * n + 1) * sizeof(double));
    size_t i;
    for (i = 0; i < n * n; i++)
        t[i] = b[i];
    LA(dpotrf_)("L", &nn, t, &lda, &info, 1);
    free(t);
    return info == 0;
}

int mt__la_dsygv(int vectors, size_t n, double *a, double *b, double *w)
{
    la_int one = 1, nn = la_n(n), ld = nn ? nn : 1, lwork = -1, info = 0;
    double q = 0, *work;
    const char *jobz = vectors ? "V" : "N";
    LA(dsygv_)(&one, jobz, "U", &nn, a, &ld, b, &ld, w, &q, &lwork, &info, 1, 1);
    if (info != 0)
        mt_error("dsygv workspace query failed");
    lwork = (la_int)q;
    work = la_work(q, 1);
    LA(dsygv_)(&one, jobz, "U", &nn, a, &ld, b, &ld, w, work, &lwork, &info, 1, 1);
    free(work);
    return info;
}

int mt__la_dggev(size_t n, double *a, double *b, double *ar, double *ai, double *beta,
                 double *vl, double *vr)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, ldvl = vl ? ld : 1, ldvr = vr ? ld : 1;
    la_int lwork = -1, info = 0;
    double q = 0, *work, dummy = 0;
    const char *jl = vl ? "V" : "N", *jr = vr ? "V" : "N";
    LA(dggev_)(jl, jr, &nn, a, &ld, b, &ld, ar, ai, beta, vl ? vl : &dummy, &ldvl,
           vr ? vr : &dummy, &ldvr, &q, &lwork, &info, 1, 1);
    if (info != 0)
        mt_error("dggev workspace query failed");
    lwork = (la_int)q;
    work = la_work(q, 1);
    LA(dggev_)(jl, jr, &nn, a, &ld, b, &ld, ar, ai, beta, vl ? vl : &dummy, &ldvl,
           vr ? vr : &dummy, &ldvr, work, &lwork, &info, 1, 1);
    free(work);
    return info;
}

int mt__la_zpotrf_ok(size_t n, const double *b)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, info = 0;
    double *t = (double *)mt__bi_alloc((2 * n * n + 1) * sizeof(double));
    memcpy(t, b, 2 * n * n * sizeof(double));
    LA(zpotrf_)("L", &nn, t, &lda, &info, 1);
    free(t);
    return info == 0;
}

int mt__la_zhegv(int vectors, size_t n, double *a, double *b, double *w)
{
    la_int one = 1, nn = la_n(n), ld = nn ? nn : 1, lwork = -1, info = 0;
    double q[2] = {0, 0}, *work, *rwork;
    const char *jobz = vectors ? "V" : "N";
    rwork = (double *)mt__bi_alloc((3 * n + 1) * sizeof(double));
    LA(zhegv_)(&one, jobz, "U", &nn, a, &ld, b, &ld, w, q, &lwork, rwork, &info, 1, 1);
    if (info != 0)
        mt_error("zhegv workspace query failed");
    lwork = (la_int)q[0];
    work = la_work(q[0], 2);
    LA(zhegv_)(&one, jobz, "U", &nn, a, &ld, b, &ld, w, work, &lwork, rwork, &info, 1, 1);
    free(work);
    free(rwork);
    return info;
}

int mt__la_zggev(size_t n, double *a, double *b, double *alpha, double *beta, double *vl,
                 double *vr)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, ldvl = vl ? ld : 1, ldvr = vr ? ld : 1;
    la_int lwork = -1, info = 0;
    double q[2] = {0, 0}, *work, *rwork, dummy[2] = {0, 0};
    const char *jl = vl ? "V" : "N", *jr = vr ? "V" : "N";
    rwork = (double *)mt__bi_alloc((8 * n + 1) * sizeof(double));
    LA(zggev_)(jl, jr, &nn, a, &ld, b, &ld, alpha, beta, vl ? vl : dummy, &ldvl, vr ? vr : dummy,
           &ldvr, q, &lwork, rwork, &info, 1, 1);
    if (info != 0)
        mt_error("zggev workspace query failed");
    lwork = (la_int)q[0];
    work = la_work(q[0], 2);
    LA(zggev_)(jl, jr, &nn, a, &ld, b, &ld, alpha, beta, vl ? vl : dummy, &ldvl, vr ? vr : dummy,
           &ldvr, work, &lwork, rwork, &info, 1, 1);
    free(work);
    free(rwork);
    return info;
}

int mt__la_gesvd(int cplx, char job, size_t m, size_t n, double *a, double *s, double *u,
                 double *vt)
{
    la_int mm = la_n(m), nn = la_n(n), lda = mm ? mm : 1, lwork = -1, info = 0;
    la_int k = mm < nn ? mm : nn, ldu = 1, ldvt = 1;
    double q[2] = {0, 0}, *work, *rwork = NULL, dummy[2] = {0, 0};
    char jb[2] = {job, 0};
    if (job == 'A') {
        ldu = mm ? mm : 1;
        ldvt = nn ? nn : 1;
    } else if (job == 'S') {
        ldu = mm ? mm : 1;
        ldvt = k ? k : 1;
    }
    if (!u)
        u = dummy;
    if (!vt)
        vt = dummy;
    if (cplx) {
        rwork = (double *)mt__bi_alloc((5 * (size_t)k + 1) * sizeof(double));
        LA(zgesvd_)(jb, jb, &mm, &nn, a, &lda, s, u, &ldu, vt, &ldvt, q, &lwork, rwork, &info, 1,
                1);
    } else {
        LA(dgesvd_)(jb, jb, &mm, &nn, a, &lda, s, u, &ldu, vt, &ldvt, q, &lwork, &info, 1, 1);
    }
    if (info != 0)
        mt_error(cplx ? "zgesvd workspace query failed" : "dgesvd workspace query failed");
    lwork = (la_int)q[0];
    work = la_work(q[0], cplx ? 2 : 1);
    if (cplx)
        LA(zgesvd_)(jb, jb, &mm, &nn, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, rwork, &info, 1,
                1);
    else
        LA(dgesvd_)(jb, jb, &mm, &nn, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, &info, 1, 1);
    free(work);
    free(rwork);
    return info;
}

/* mt__la_gesvd in single precision (sgesvd, cgesvd): the same doubles in and out, the
 * decomposition computed in float. */
int mt__la_gesvd_single(int cplx, char job, size_t m, size_t n, double *a, double *s, double *u,
                        double *vt)
{
    la_int mm = la_n(m), nn = la_n(n), lda = mm ? mm : 1, lwork = -1, info = 0;
    la_int k = mm < nn ? mm : nn, ldu = 1, ldvt = 1;
    size_t w = cplx ? 2 : 1, ucols = job == 'A' ? m : (size_t)k, vrows = job == 'A' ? n : (size_t)k;
    float q[2] = {0, 0}, *work, *rwork = NULL, fdummy[2] = {0, 0};
    float *fa = (float *)sv_in(1, a, w * m * n), *fs, *fu = fdummy, *fvt = fdummy;
    char jb[2] = {job, 0};
    if (job == 'A') {
        ldu = mm ? mm : 1;
        ldvt = nn ? nn : 1;
    } else if (job == 'S') {
        ldu = mm ? mm : 1;
        ldvt = k ? k : 1;
    }
    fs = (float *)mt__bi_alloc(((size_t)k + 1) * sizeof(float));
    if (job != 'N') {
        fu = (float *)mt__bi_alloc((w * m * ucols + 1) * sizeof(float));
        fvt = (float *)mt__bi_alloc((w * vrows * n + 1) * sizeof(float));
    }
    if (cplx) {
        rwork = (float *)mt__bi_alloc((5 * (size_t)k + 1) * sizeof(float));
        LA(cgesvd_)(jb, jb, &mm, &nn, fa, &lda, fs, fu, &ldu, fvt, &ldvt, q, &lwork, rwork, &info, 1,
                1);
    } else
        LA(sgesvd_)(jb, jb, &mm, &nn, fa, &lda, fs, fu, &ldu, fvt, &ldvt, q, &lwork, &info, 1, 1);
    lwork = (la_int)q[0] > 1 ? (la_int)q[0] : 1;
    work = (float *)mt__bi_alloc(((size_t)lwork + 1) * w * sizeof(float));
    if (cplx)
        LA(cgesvd_)(jb, jb, &mm, &nn, fa, &lda, fs, fu, &ldu, fvt, &ldvt, work, &lwork, rwork, &info,
                1, 1);
    else
        LA(sgesvd_)(jb, jb, &mm, &nn, fa, &lda, fs, fu, &ldu, fvt, &ldvt, work, &lwork, &info, 1, 1);
    sv_out(1, fs, s, (size_t)k);
    if (job != 'N') {
        sv_out(1, fu, u, w * m * ucols);
        sv_out(1, fvt, vt, w * vrows * n);
        free(fu);
        free(fvt);
    }
    free(fa);
    free(fs);
    free(work);
    free(rwork);
    return (int)info;
}

/* Octave's Matrix::finverse (force, with the condition estimate): the dgetri workspace
 * query (at least 4n), dgetrf, dgecon with the given 1-norm when A is not singular, then
 * dgetri in any case. *rcond is 0 for a singular A. */
int mt__la_getri(int single, size_t n, void *a, double anorm, double *rcond)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lwork = -1, info = 0, cinfo = 0, rinfo = 0;
    la_int *ipiv = (la_int *)mt__bi_alloc((n ? n : 1) * sizeof(la_int));
    la_int *iwork = (la_int *)mt__bi_alloc((n ? n : 1) * sizeof(la_int));
    void *work;
    *rcond = 0;
    if (single) {
        float q = 0, fa = (float)anorm, frc = 0;
        LA(sgetri_)(&nn, (float *)a, &lda, ipiv, &q, &lwork, &info);
        lwork = (la_int)q < 4 * nn ? 4 * nn : (la_int)q;
        work = mt__bi_alloc((size_t)lwork * sizeof(float));
        LA(sgetrf_)(&nn, &nn, (float *)a, &lda, ipiv, &info);
        if (info == 0) {
            LA(sgecon_)("1", &nn, (float *)a, &lda, &fa, &frc, (float *)work, iwork, &cinfo, 1);
            *rcond = (double)frc;
        }
        LA(sgetri_)(&nn, (float *)a, &lda, ipiv, (float *)work, &lwork, &rinfo);
    } else {
        double q = 0;
        LA(dgetri_)(&nn, (double *)a, &lda, ipiv, &q, &lwork, &info);
        lwork = (la_int)q < 4 * nn ? 4 * nn : (la_int)q;
        work = mt__bi_alloc((size_t)lwork * sizeof(double));
        LA(dgetrf_)(&nn, &nn, (double *)a, &lda, ipiv, &info);
        if (info == 0)
            LA(dgecon_)("1", &nn, (double *)a, &lda, &anorm, rcond, (double *)work, iwork, &cinfo,
                    1);
        LA(dgetri_)(&nn, (double *)a, &lda, ipiv, (double *)work, &lwork, &rinfo);
    }
    free(work);
    free(ipiv);
    free(iwork);
    return info ? info : (cinfo ? cinfo : rinfo);
}

/* Octave's Matrix::tinverse: dtrtri, then dtrcon of the inverse it wrote over a. */
int mt__la_trtri(int single, int lower, size_t n, void *a, double *rcond)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, info = 0, cinfo = 0;
    la_int *iwork = (la_int *)mt__bi_alloc((n ? n : 1) * sizeof(la_int));
    void *work = mt__bi_alloc((3 * n + 1) * (single ? sizeof(float) : sizeof(double)));
    const char *uplo = lower ? "L" : "U";
    *rcond = 0;
    if (single) {
        float frc = 0;
        LA(strtri_)(uplo, "N", &nn, (float *)a, &lda, &info, 1, 1);
        if (info == 0) {
            LA(strcon_)("1", uplo, "N", &nn, (float *)a, &lda, &frc, (float *)work, iwork, &cinfo, 1,
                    1, 1);
            *rcond = (double)frc;
        }
    } else {
        LA(dtrtri_)(uplo, "N", &nn, (double *)a, &lda, &info, 1, 1);
        if (info == 0)
            LA(dtrcon_)("1", uplo, "N", &nn, (double *)a, &lda, rcond, (double *)work, iwork, &cinfo,
                    1, 1, 1);
    }
    free(work);
    free(iwork);
    return info ? info : cinfo;
}

/* Octave's chol-based inverse of a symmetric matrix: a holds the upper triangle (zeros
 * below); dpotrf, dpocon with the given 1-norm, dpotri, then the upper triangle mirrored.
 * Returns dpotrf's INFO (> 0: not positive definite, a is then garbage). */
int mt__la_potri(int single, size_t n, void *a, double anorm, double *rcond)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, info = 0, cinfo = 0;
    la_int *iwork = (la_int *)mt__bi_alloc((n ? n : 1) * sizeof(la_int));
    void *work = mt__bi_alloc((3 * n + 1) * (single ? sizeof(float) : sizeof(double)));
    size_t i, j;
    *rcond = 0;
    if (single) {
        float *f = (float *)a, fa = (float)anorm, frc = 0;
        LA(spotrf_)("U", &nn, f, &lda, &info, 1);
        if (info == 0) {
            LA(spocon_)("U", &nn, f, &lda, &fa, &frc, (float *)work, iwork, &cinfo, 1);
            *rcond = (double)frc;
            LA(spotri_)("U", &nn, f, &lda, &cinfo, 1);
            for (j = 0; j < n; j++)
                for (i = j + 1; i < n; i++)
                    f[i + j * n] = f[j + i * n];
        }
    } else {
        double *d = (double *)a;
        LA(dpotrf_)("U", &nn, d, &lda, &info, 1);
        if (info == 0) {
            LA(dpocon_)("U", &nn, d, &lda, &anorm, rcond, (double *)work, iwork, &cinfo, 1);
            LA(dpotri_)("U", &nn, d, &lda, &cinfo, 1);
            for (j = 0; j < n; j++)
                for (i = j + 1; i < n; i++)
                    d[i + j * n] = d[j + i * n];
        }
    }
    free(work);
    free(iwork);
    return info;
}

/* Octave's ComplexMatrix::finverse (force, with the condition estimate): the zgetri
 * workspace query (at least 2n), zgetrf, zgecon with the given 1-norm when A is not
 * singular, then zgetri unless the norm is Inf or NaN (A is left as it was). *rcond is 0
 * for a singular A. a is interleaved complex, single or double. */
int mt__la_zgetri(int single, size_t n, void *a, double anorm, double *rcond)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lwork = -1, info = 0, cinfo = 0, rinfo = 0;
    la_int *ipiv = (la_int *)mt__bi_alloc((n ? n : 1) * sizeof(la_int));
    size_t es = single ? sizeof(float) : sizeof(double), bytes = 2 * n * n * es;
    void *keep = mt__bi_alloc(bytes ? bytes : 1), *work, *rwork;
    int finite = anorm == anorm && anorm - anorm == 0;
    memcpy(keep, a, bytes);
    rwork = mt__bi_alloc((2 * n + 1) * es);
    *rcond = 0;
    if (single) {
        float q[2] = {0, 0}, fa = (float)anorm, frc = 0;
        LA(cgetri_)(&nn, (float *)a, &lda, ipiv, q, &lwork, &info);
        lwork = (la_int)q[0] < 2 * nn ? 2 * nn : (la_int)q[0];
        work = mt__bi_alloc(((size_t)lwork + 1) * 2 * es);
        LA(cgetrf_)(&nn, &nn, (float *)a, &lda, ipiv, &info);
        if (info == 0) {
            LA(cgecon_)("1", &nn, (float *)a, &lda, &fa, &frc, (float *)work, (float *)rwork,
                    &cinfo, 1);
            *rcond = (double)frc;
        }
        if (finite)
            LA(cgetri_)(&nn, (float *)a, &lda, ipiv, (float *)work, &lwork, &rinfo);
    } else {
        double q[2] = {0, 0};
        LA(zgetri_)(&nn, (double *)a, &lda, ipiv, q, &lwork, &info);
        lwork = (la_int)q[0] < 2 * nn ? 2 * nn : (la_int)q[0];
        work = mt__bi_alloc(((size_t)lwork + 1) * 2 * es);
        LA(zgetrf_)(&nn, &nn, (double *)a, &lda, ipiv, &info);
        if (info == 0)
            LA(zgecon_)("1", &nn, (double *)a, &lda, &anorm, rcond, (double *)work,
                    (double *)rwork, &cinfo, 1);
        if (finite)
            LA(zgetri_)(&nn, (double *)a, &lda, ipiv, (double *)work, &lwork, &rinfo);
    }
    if (!finite)
        memcpy(a, keep, bytes);
    free(keep);
    free(work);
    free(rwork);
    free(ipiv);
    return info ? info : (cinfo ? cinfo : rinfo);
}

/* Octave's ComplexMatrix::tinverse: ztrtri, then ztrcon of the inverse it wrote over a. */
int mt__la_ztrtri(int single, int lower, size_t n, void *a, double *rcond)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, info = 0, cinfo = 0;
    size_t es = single ? sizeof(float) : sizeof(double);
    void *work = mt__bi_alloc((4 * n + 2) * es), *rwork = mt__bi_alloc((n + 1) * es);
    const char *uplo = lower ? "L" : "U";
    *rcond = 0;
    if (single) {
        float frc = 0;
        LA(ctrtri_)(uplo, "N", &nn, (float *)a, &lda, &info, 1, 1);
        if (info == 0) {
            LA(ctrcon_)("1", uplo, "N", &nn, (float *)a, &lda, &frc, (float *)work,
                    (float *)rwork, &cinfo, 1, 1, 1);
            *rcond = (double)frc;
        }
    } else {
        LA(ztrtri_)(uplo, "N", &nn, (double *)a, &lda, &info, 1, 1);
        if (info == 0)
            LA(ztrcon_)("1", uplo, "N", &nn, (double *)a, &lda, rcond, (double *)work,
                    (double *)rwork, &cinfo, 1, 1, 1);
    }
    free(work);
    free(rwork);
    return info ? info : cinfo;
}

/* Octave's Cholesky inverse of a Hermitian matrix: zpotrf of the upper triangle, zpocon
 * with the given 1-norm, zpotri, then the lower triangle the conjugate of the upper one.
 * Returns zpotrf's INFO (> 0: not positive definite, a is then garbage). */
int mt__la_zpotri(int single, size_t n, void *a, double anorm, double *rcond)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, info = 0, cinfo = 0;
    size_t es = single ? sizeof(float) : sizeof(double), i, j;
    void *work = mt__bi_alloc((4 * n + 2) * es), *rwork = mt__bi_alloc((n + 1) * es);
    *rcond = 0;
    if (single) {
        float *f = (float *)a, fa = (float)anorm, frc = 0;
        LA(cpotrf_)("U", &nn, f, &lda, &info, 1);
        if (info == 0) {
            LA(cpocon_)("U", &nn, f, &lda, &fa, &frc, (float *)work, (float *)rwork, &cinfo, 1);
            *rcond = (double)frc;
            LA(cpotri_)("U", &nn, f, &lda, &cinfo, 1);
            for (j = 0; j < n; j++)
                for (i = j + 1; i < n; i++) {
                    f[2 * (i + j * n)] = f[2 * (j + i * n)];
                    f[2 * (i + j * n) + 1] = -f[2 * (j + i * n) + 1];
                }
        }
    } else {
        double *d = (double *)a;
        LA(zpotrf_)("U", &nn, d, &lda, &info, 1);
        if (info == 0) {
            LA(zpocon_)("U", &nn, d, &lda, &anorm, rcond, (double *)work, (double *)rwork, &cinfo,
                    1);
            LA(zpotri_)("U", &nn, d, &lda, &cinfo, 1);
            for (j = 0; j < n; j++)
                for (i = j + 1; i < n; i++) {
                    d[2 * (i + j * n)] = d[2 * (j + i * n)];
                    d[2 * (i + j * n) + 1] = -d[2 * (j + i * n) + 1];
                }
        }
    }
    free(work);
    free(rwork);
    return info;
}

/* dgebal of the n x n matrix a in place: ilo, ihi (1-based) and scale */
int mt__la_dgebal(char job, size_t n, double *a, size_t *ilo, size_t *ihi, double *scale)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lo = 1, hi = 0, info = 0;
    char jb[2] = {job, 0};
    LA(dgebal_)(jb, &nn, a, &lda, &lo, &hi, scale, &info, 1);
    *ilo = (size_t)lo;
    *ihi = (size_t)hi;
    return info;
}

/* dgebak (side "R") of the n x n matrix v in place */
int mt__la_dgebak(char job, size_t n, size_t ilo, size_t ihi, const double *scale, double *v)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, lo = (la_int)ilo, hi = (la_int)ihi, info = 0;
    char jb[2] = {job, 0};
    LA(dgebak_)(jb, "R", &nn, &lo, &hi, scale, &nn, v, &ld, &info, 1, 1);
    return info;
}

/* sgebal and sgebak (FloatAEPBALANCE): doubles in and out, the work in float */
int mt__la_sgebal(char job, size_t n, double *a, size_t *ilo, size_t *ihi, double *scale)
{
    la_int nn = la_n(n), lda = nn ? nn : 1, lo = 1, hi = 0, info = 0;
    char jb[2] = {job, 0};
    float *fa = (float *)sv_in(1, a, n * n), *fs = (float *)mt__bi_alloc((n + 1) * sizeof(float));
    LA(sgebal_)(jb, &nn, fa, &lda, &lo, &hi, fs, &info, 1);
    sv_out(1, fa, a, n * n);
    sv_out(1, fs, scale, n);
    free(fa);
    free(fs);
    *ilo = (size_t)lo;
    *ihi = (size_t)hi;
    return info;
}

int mt__la_sgebak(char job, size_t n, size_t ilo, size_t ihi, const double *scale, double *v)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, lo = (la_int)ilo, hi = (la_int)ihi, info = 0;
    char jb[2] = {job, 0};
    float *fs = (float *)sv_in(1, scale, n), *fv = (float *)sv_in(1, v, n * n);
    LA(sgebak_)(jb, "R", &nn, &lo, &hi, fs, &nn, fv, &ld, &info, 1, 1);
    sv_out(1, fv, v, n * n);
    free(fs);
    free(fv);
    return info;
}

static la_int la_select_none_z(const double *w)
{
    (void)w;
    return 0;
}

static la_int la_select_none_c(const float *w)
{
    (void)w;
    return 0;
}

/* Octave's ComplexSCHUR (a, "", true) of the n x n complex a (interleaved, float pairs when
 * single), in place: zgeesx with jobvs 'V', no ordering, sense 'N' and Octave's fixed
 * workspace of 8n (no query: the workspace steers the blocked paths); the unitary factor
 * into vs. */
int mt__la_geesx(int single, size_t n, void *a, void *vs)
{
    la_int nn = la_n(n), ld = nn ? nn : 1, lwork = 8 * nn, sdim = 0, info = 0, bwork = 0;
    size_t es = single ? sizeof(float) : sizeof(double);
    void *w = mt__bi_alloc((2 * n + 2) * es), *work = mt__bi_alloc((2 * (size_t)lwork + 2) * es);
    void *rwork = mt__bi_alloc((n + 1) * es);
    if (single) {
        float re = 0, rv = 0;
        LA(cgeesx_)("V", "N", la_select_none_c, "N", &nn, (float *)a, &ld, &sdim, (float *)w,
                    (float *)vs, &ld, &re, &rv, (float *)work, &lwork, (float *)rwork, &bwork,
                    &info, 1, 1, 1);
    } else {
        double re = 0, rv = 0;
        LA(zgeesx_)("V", "N", la_select_none_z, "N", &nn, (double *)a, &ld, &sdim, (double *)w,
                    (double *)vs, &ld, &re, &rv, (double *)work, &lwork, (double *)rwork, &bwork,
                    &info, 1, 1, 1);
    }
    free(w);
    free(work);
    free(rwork);
    return info;
}

#else /* no LAPACK: the callers use their fallbacks */

int mt__la_available(void) { return 0; }

int mt__la_dsyev(int vectors, size_t n, double *a, double *w)
{
    (void)vectors, (void)n, (void)a, (void)w;
    return MT_LA_MISSING;
}

int mt__la_zheev(int vectors, size_t n, double *a, double *w)
{
    (void)vectors, (void)n, (void)a, (void)w;
    return MT_LA_MISSING;
}

int mt__la_dgeevx(int balance, size_t n, double *a, double *wr, double *wi, double *vl,
                  double *vr)
{
    (void)balance, (void)n, (void)a, (void)wr, (void)wi, (void)vl, (void)vr;
    return MT_LA_MISSING;
}

int mt__la_zgeevx(int balance, size_t n, double *a, double *w, double *vl, double *vr)
{
    (void)balance, (void)n, (void)a, (void)w, (void)vl, (void)vr;
    return MT_LA_MISSING;
}

int mt__la_dpotrf_ok(size_t n, const double *b)
{
    (void)n, (void)b;
    return 0;
}

int mt__la_dsygv(int vectors, size_t n, double *a, double *b, double *w)
{
    (void)vectors, (void)n, (void)a, (void)b, (void)w;
    return MT_LA_MISSING;
}

int mt__la_dggev(size_t n, double *a, double *b, double *ar, double *ai, double *beta,
                 double *vl, double *vr)
{
    (void)n, (void)a, (void)b, (void)ar, (void)ai, (void)beta, (void)vl, (void)vr;
    return MT_LA_MISSING;
}

int mt__la_zpotrf_ok(size_t n, const double *b)
{
    (void)n, (void)b;
    return 0;
}

int mt__la_zhegv(int vectors, size_t n, double *a, double *b, double *w)
{
    (void)vectors, (void)n, (void)a, (void)b, (void)w;
    return MT_LA_MISSING;
}

int mt__la_zggev(size_t n, double *a, double *b, double *alpha, double *beta, double *vl,
                 double *vr)
{
    (void)n, (void)a, (void)b, (void)alpha, (void)beta, (void)vl, (void)vr;
    return MT_LA_MISSING;
}

void mt__la_xerbla_check(void) {}

int mt__la_sgebal(char job, size_t n, double *a, size_t *ilo, size_t *ihi, double *scale)
{
    (void)job, (void)n, (void)a, (void)ilo, (void)ihi, (void)scale;
    return MT_LA_MISSING;
}

int mt__la_sgebak(char job, size_t n, size_t ilo, size_t ihi, const double *scale, double *v)
{
    (void)job, (void)n, (void)ilo, (void)ihi, (void)scale, (void)v;
    return MT_LA_MISSING;
}

int mt__la_ssyev(int vectors, size_t n, double *a, double *w)
{
    (void)vectors, (void)n, (void)a, (void)w;
    return MT_LA_MISSING;
}

int mt__la_cheev(int vectors, size_t n, double *a, double *w)
{
    (void)vectors, (void)n, (void)a, (void)w;
    return MT_LA_MISSING;
}

int mt__la_sgeevx(int balance, size_t n, double *a, double *wr, double *wi, double *vl,
                  double *vr)
{
    (void)balance, (void)n, (void)a, (void)wr, (void)wi, (void)vl, (void)vr;
    return MT_LA_MISSING;
}

int mt__la_cgeevx(int balance, size_t n, double *a, double *w, double *vl, double *vr)
{
    (void)balance, (void)n, (void)a, (void)w, (void)vl, (void)vr;
    return MT_LA_MISSING;
}

int mt__la_gesvd_single(int cplx, char job, size_t m, size_t n, double *a, double *s, double *u,
                        double *vt)
{
    (void)cplx, (void)job, (void)m, (void)n, (void)a, (void)s, (void)u, (void)vt;
    return MT_LA_MISSING;
}

int mt__la_getrf(int cplx, int single, size_t m, size_t n, double *a, size_t *perm)
{
    (void)cplx, (void)single, (void)m, (void)n, (void)a, (void)perm;
    return MT_LA_MISSING;
}

int mt__la_potrf(int cplx, int single, int lower, size_t n, double *a)
{
    (void)cplx, (void)single, (void)lower, (void)n, (void)a;
    return MT_LA_MISSING;
}

int mt__la_qr(int cplx, int single, int pivot, int type, size_t m, size_t n, const double *a,
              double *q, double *r, size_t *jpvt)
{
    (void)cplx, (void)single, (void)pivot, (void)type, (void)m, (void)n, (void)a, (void)q;
    (void)r, (void)jpvt;
    return MT_LA_MISSING;
}

int mt__la_solve(int kind, int cplx, int single, char trans, size_t n, size_t nrhs, double *a,
                 double *b, double anorm, double *rcond, int *cinfo, int *piv)
{
    (void)kind, (void)cplx, (void)single, (void)trans, (void)n, (void)nrhs, (void)a, (void)b;
    (void)anorm, (void)rcond, (void)cinfo, (void)piv;
    return MT_LA_MISSING;
}

int mt__la_gelsd(int cplx, int single, size_t m, size_t n, size_t nrhs, double *a, double *b,
                 double *s, int *rank)
{
    (void)cplx, (void)single, (void)m, (void)n, (void)nrhs, (void)a, (void)b, (void)s;
    (void)rank;
    return MT_LA_MISSING;
}

int mt__la_svd_sigma(int cplx, int single, size_t m, size_t n, double *a, double *s)
{
    (void)cplx, (void)single, (void)m, (void)n, (void)a, (void)s;
    return MT_LA_MISSING;
}

int mt__la_gesvd(int cplx, char job, size_t m, size_t n, double *a, double *s, double *u,
                 double *vt)
{
    (void)cplx, (void)job, (void)m, (void)n, (void)a, (void)s, (void)u, (void)vt;
    return MT_LA_MISSING;
}

int mt__la_getri(int single, size_t n, void *a, double anorm, double *rcond)
{
    (void)single, (void)n, (void)a, (void)anorm, (void)rcond;
    return MT_LA_MISSING;
}

int mt__la_trtri(int single, int lower, size_t n, void *a, double *rcond)
{
    (void)single, (void)lower, (void)n, (void)a, (void)rcond;
    return MT_LA_MISSING;
}

int mt__la_potri(int single, size_t n, void *a, double anorm, double *rcond)
{
    (void)single, (void)n, (void)a, (void)anorm, (void)rcond;
    return MT_LA_MISSING;
}


int mt__la_zgetri(int single, size_t n, void *a, double anorm, double *rcond)
{
    (void)single, (void)n, (void)a, (void)anorm, (void)rcond;
    return MT_LA_MISSING;
}

int mt__la_ztrtri(int single, int lower, size_t n, void *a, double *rcond)
{
    (void)single, (void)lower, (void)n, (void)a, (void)rcond;
    return MT_LA_MISSING;
}

int mt__la_zpotri(int single, size_t n, void *a, double anorm, double *rcond)
{
    (void)single, (void)n, (void)a, (void)anorm, (void)rcond;
    return MT_LA_MISSING;
}

int mt__la_dgebal(char job, size_t n, double *a, size_t *ilo, size_t *ihi, double *scale)
{
    (void)job, (void)n, (void)a, (void)ilo, (void)ihi, (void)scale;
    return MT_LA_MISSING;
}

int mt__la_dgebak(char job, size_t n, size_t ilo, size_t ihi, const double *scale, double *v)
{
    (void)job, (void)n, (void)ilo, (void)ihi, (void)scale, (void)v;
    return MT_LA_MISSING;
}


int mt__la_geesx(int single, size_t n, void *a, void *vs)
{
    (void)single, (void)n, (void)a, (void)vs;
    return MT_LA_MISSING;
}

#endif
