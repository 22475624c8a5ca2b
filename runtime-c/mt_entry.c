/* mt_entry.c — command-line inputs of an entry function with declared types.
 *
 * The generated main() reads each non-static input of the entry function from argv as a
 * MATLAB numeric literal (`3`, `-2.5`, `1+2i`, `[1 2; 3 4]`), converts it to the declared
 * class and checks it against the declared type (mat2c --args / %# annotations) before
 * calling the function, so the compiled code may rely on what inference assumed.
 */
#include "mt_internal.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *skip_ws(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r')
        s++;
    return s;
}

/* One real number: [+-] digits [. digits] [e [+-] digits], Inf, NaN. */
static int parse_real(const char **sp, double *x)
{
    const char *s = *sp;
    int neg = 0;
    char *end;
    if (*s == '+' || *s == '-') {
        neg = *s == '-';
        s++;
    }
    if (strncmp(s, "Inf", 3) == 0 || strncmp(s, "inf", 3) == 0) {
        *x = neg ? -HUGE_VAL : HUGE_VAL;
        s += 3;
    } else if (strncmp(s, "NaN", 3) == 0 || strncmp(s, "nan", 3) == 0) {
        *x = MT_NAN;
        s += 3;
    } else if (isdigit((unsigned char)*s) || (*s == '.' && isdigit((unsigned char)s[1]))) {
        if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
            return 0;
        *x = strtod(s, &end);
        if (end == s)
            return 0;
        if (neg)
            *x = -*x;
        s = end;
    } else {
        return 0;
    }
    *sp = s;
    return 1;
}

/* One element: a real, an imaginary `2i`, or `re+imi` written without spaces. */
static int parse_elem(const char **sp, double *re, double *im)
{
    const char *s = *sp;
    double a, b;
    if (!parse_real(&s, &a))
        return 0;
    if (*s == 'i' || *s == 'j') {
        *re = 0.0;
        *im = a;
        *sp = s + 1;
        return 1;
    }
    *re = a;
    *im = 0.0;
    if ((*s == '+' || *s == '-') && s[1] != ' ') {
        const char *t = s;
        if (parse_real(&t, &b) && (*t == 'i' || *t == 'j')) {
            *im = b;
            s = t + 1;
        }
    }
    *sp = s;
    return 1;
}

/* Parses `text` into r (double, complex when any element has an imaginary part). */
static int parse_literal(mt_array *r, const char *text)
{
    const char *s = skip_ws(text);
    size_t n = 0, cap = 16, rows = 0, cols = 0, incol = 0;
    double *re = malloc(cap * sizeof *re), *im = malloc(cap * sizeof *im);
    int bracket = 0, any_im = 0, ok = 1;
    size_t dims[2], i, k;
    if (!re || !im)
        mt_error("out of memory");
    if (*s == '[') {
        bracket = 1;
        s++;
    }
    for (;;) {
        s = skip_ws(s);
        if (bracket && *s == ']') {
            s++;
            break;
        }
        if (!bracket && *s == '\0')
            break;
        if (bracket && (*s == ';' || *s == '\n')) {
            if (incol > 0) {
                if (rows > 0 && incol != cols)
                    ok = 0;
                cols = incol;
                rows++;
            }
            incol = 0;
            s++;
            continue;
        }
        if (bracket && *s == ',' && incol > 0) {
            s++;
            s = skip_ws(s);
        }
        if (n == cap) {
            cap *= 2;
            re = realloc(re, cap * sizeof *re);
            im = realloc(im, cap * sizeof *im);
            if (!re || !im)
                mt_error("out of memory");
        }
        if (!parse_elem(&s, &re[n], &im[n])) {
            ok = 0;
            break;
        }
        if (im[n] != 0.0)
            any_im = 1;
        n++;
        incol++;
        if (!bracket)
            break;
    }
    if (incol > 0) {
        if (rows > 0 && incol != cols)
            ok = 0;
        cols = incol;
        rows++;
    }
    s = skip_ws(s);
    if (*s != '\0')
        ok = 0;
    if (ok) {
        dims[0] = rows;
        dims[1] = rows ? cols : 0;
        mt_resize(r, MT_DOUBLE, any_im, 2, dims);
        /* The literal is row-major; mt_array is column-major. */
        for (i = 0; i < rows; i++)
            for (k = 0; k < cols; k++) {
                if (any_im)
                    mt__set_c(r, k * rows + i, re[i * cols + k], im[i * cols + k]);
                else
                    mt__set(r, k * rows + i, re[i * cols + k]);
            }
    }
    free(re);
    free(im);
    return ok;
}

void mt_entry_arg(mt_array *r, int argc, char **argv, int k, const char *fname,
                  const char *name)
{
    (void)fname;
    if (k >= argc)
        mt_error("'%s' undefined", name);
    if (!parse_literal(r, argv[k]))
        mt_error("%s: input '%s': '%s' is not a numeric literal", fname, name, argv[k]);
}

void mt_entry_nargs(int argc, int n, const char *fname)
{
    if (argc - 1 > n) {
        /* Octave raises it in the function's frame, before its first statement. */
        mt_frame f;
        mt__frame_push(&f, fname, 0, 0);
        mt_error("%s: function called with too many inputs", fname);
    }
}

void mt_entry_check(mt_array *r, const char *fname, const char *name, mt_class cls, int cplx,
                    int ndecl, const size_t *lo, const size_t *hi, const char *decl)
{
    int k, nd;
    if (r->cplx && !cplx)
        mt_error("%s: input '%s' must be real (declared %s)", fname, name, decl);
    if (cls != MT_DOUBLE) {
        mt_array t = MT_ARRAY_INIT;
        mt_convert(&t, cls, r);
        mt_copy(r, &t);
        mt_free(&t);
    }
    if (cplx && !r->cplx) {
        mt_array t = MT_ARRAY_INIT;
        size_t i;
        mt_resize(&t, r->cls, 1, r->ndims, r->dims);
        for (i = 0; i < r->numel; i++)
            mt__set_c(&t, i, mt__get(r, i), 0.0);
        mt_copy(r, &t);
        mt_free(&t);
    }
    if (ndecl < 0)
        return;
    nd = ndecl > r->ndims ? ndecl : r->ndims;
    for (k = 0; k < nd; k++) {
        size_t d = k < r->ndims ? r->dims[k] : 1;
        size_t l = k < ndecl ? lo[k] : 1, h = k < ndecl ? hi[k] : 1;
        if (d < l || d > h) {
            char got[64];
            mt__dims_str(got, sizeof got, r->ndims, r->dims);
            mt_error("%s: input '%s' must be %s, but it is %s", fname, name, decl, got);
        }
    }
}

void mt_entry_range(const mt_array *r, const char *fname, const char *name, double lo,
                    double hi)
{
    size_t i;
    for (i = 0; i < r->numel; i++) {
        double x = mt__get(r, i);
        if (!(x >= lo && x <= hi))
            mt_error("%s: input '%s' must be in the range [%g, %g]", fname, name, lo, hi);
    }
}

void mt_entry_same_dim(const mt_array *a, int da, const mt_array *b, int db, const char *fname,
                       const char *dim)
{
    size_t x = da < a->ndims ? a->dims[da] : 1, y = db < b->ndims ? b->dims[db] : 1;
    if (x != y)
        mt_error("%s: the extents named %s differ (%zu and %zu)", fname, dim, x, y);
}
