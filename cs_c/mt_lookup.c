/* mt_lookup.c — lookup (table, y [, opt]) as Octave 7's builtin: for each y the count of
 * table entries before it (std::upper_bound with `<`, or `>` when the table's first entry
 * is above its last), so NaN goes past the end; options "m" (only exact matches), "b" (a
 * logical "is in the table"), "l" and "r" (the end intervals extended). Numeric and char
 * values compare as doubles; a cellstr table takes a string or a cellstr y (compared as
 * byte strings). Complex values stop with `error: mat2c: ...`. */
#include "mt_internal.h"

#include <string.h>


static void usage(void)
{
    mt_error("Invalid call to lookup.  Correct usage is:\n\n"
             " -- IDX = lookup (TABLE, Y)\n"
             " -- IDX = lookup (TABLE, Y, OPT)");
}

/* std::upper_bound (t, t + n, v, desc ? greater : less) - t */
static size_t upper(const double *t, size_t n, double v, int desc)
{
    size_t first = 0, len = n;
    while (len > 0) {
        size_t half = len >> 1, mid = first + half;
        if (desc ? v > t[mid] : v < t[mid]) {
            len = half;
        } else {
            first = mid + 1;
            len = len - half - 1;
        }
    }
    return first;
}

/* The same on byte strings (std::string's operator<). */
static int str_less(const mt_array *a, const mt_array *b)
{
    size_t na = a->numel, nb = b->numel, i;
    for (i = 0; i < na && i < nb; i++) {
        unsigned char ca = (unsigned char)mt__get(a, i), cb = (unsigned char)mt__get(b, i);
        if (ca != cb)
            return ca < cb;
    }
    return na < nb;
}

static int str_eq(const mt_array *a, const mt_array *b)
{
    return !str_less(a, b) && !str_less(b, a);
}

static int is_cellstr(const mt_array *a)
{
    size_t i;
    if (a->cls != MT_CELL)
        return 0;
    for (i = 0; i < a->numel; i++)
        if (mt__cell_at(a, i)->cls != MT_CHAR)
            return 0;
    return 1;
}

static size_t str_upper(const mt_array *t, size_t n, const mt_array *v, int desc)
{
    size_t first = 0, len = n;
    while (len > 0) {
        size_t half = len >> 1, mid = first + half;
        if (desc ? str_less(mt__cell_at(t, mid), v) : str_less(v, mt__cell_at(t, mid))) {
            len = half;
        } else {
            first = mid + 1;
            len = len - half - 1;
        }
    }
    return first;
}

BI(lookup)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *tab = mt__bi_arg(&args[0], &v0), *y = mt__bi_arg(&args[1], &v1);
    int left = 0, right = 0, match = 0, boolean = 0;
    size_t n = tab->numel, i;
    (void)nout;
    if (nargs >= 3) {
        const mt_array *o = mt__bi_arg(&args[2], &v2);
        if (o->cls != MT_CHAR)
            mt_error("lookup: OPT must be a string");
        for (i = 0; i < o->numel; i++) {
            char c = (char)mt__get(o, i);
            if (c == 'l')
                left = 1;
            else if (c == 'r')
                right = 1;
            else if (c == 'm')
                match = 1;
            else if (c == 'b')
                boolean = 1;
            else
                mt_error("lookup: unrecognized option: %c", c);
        }
        if (match && boolean)
            mt_error("lookup: only one of m or b can be specified");
        if ((match || boolean) && (left || right))
            mt_error("lookup: m, b cannot be specified with l or r");
    }
    if (is_cellstr(tab) && (y->cls == MT_CHAR || is_cellstr(y))) {
        int desc = n > 1 && str_less(mt__cell_at(tab, n - 1), mt__cell_at(tab, 0));
        int one = y->cls == MT_CHAR;
        size_t m = one ? 1 : y->numel;
        if (one && !(y->ndims == 2 && y->dims[0] <= 1))
            mt_error("mat2c: lookup of a char matrix in a cellstr is not supported");
        if (one)
            mt__bi_set2(&r, boolean ? MT_LOGICAL : MT_DOUBLE, 1, 1);
        else
            mt_resize(&r, boolean ? MT_LOGICAL : MT_DOUBLE, 0, y->ndims, y->dims);
        for (i = 0; i < m; i++) {
            const mt_array *s = one ? y : mt__cell_at(y, i);
            size_t j = str_upper(tab, n, s, desc);
            if ((match || boolean) && !(j > 0 && str_eq(mt__cell_at(tab, j - 1), s)))
                j = 0;
            mt__set(&r, i, boolean ? (double)(j != 0) : (double)j);
        }
        mt__bi_give(out[0], &r);
        return;
    }
    if (tab->cls > MT_CHAR || y->cls > MT_CHAR || tab->cls == MT_LOGICAL ||
        y->cls == MT_LOGICAL || (tab->cls == MT_CHAR) != (y->cls == MT_CHAR))
        usage();
    if (tab->cplx || y->cplx)
        mt_error("mat2c: lookup of complex values is not supported");
    if (!(tab->ndims == 2 && (tab->dims[0] <= 1 || tab->dims[1] <= 1)))
        mt_warn(NULL, "lookup: table is not a vector");
    {
        double *t = (double *)mt__bi_alloc((n + 1) * sizeof *t);
        int desc;
        for (i = 0; i < n; i++)
            t[i] = mt__get(tab, i);
        desc = n > 1 && t[0] > t[n - 1];
        mt_resize(&r, boolean ? MT_LOGICAL : MT_DOUBLE, 0, y->ndims, y->dims);
        for (i = 0; i < y->numel; i++) {
            double v = mt__get(y, i);
            size_t j = upper(t, n, v, desc);
            if (left && right)
                j = j < 1 ? 1 : (n >= 2 && j > n - 1 ? n - 1 : (n < 2 ? 1 : j));
            else if (left && j == 0)
                j = 1;
            else if (right && j == n && n > 0)
                j = n - 1;
            if ((match || boolean) && !(j > 0 && t[j - 1] == v))
                j = 0;
            mt__set(&r, i, boolean ? (double)(j != 0) : (double)j);
        }
        free(t);
    }
    mt__bi_give(out[0], &r);
}
