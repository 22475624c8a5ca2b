/* mt_charrows.c — char (a, b, ...) and strvcat: the rows of every argument (cells of strings
 * included) stacked into a char matrix. Kept apart from mt_strings.c because mt_convert
 * (char of a cell) calls it: every program links it, and it needs only mat2c_rt.c and
 * mt_cell.c (a --no-heap image must not pull in the string functions). */
#include "mt_internal.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

/* Rows gathered for char/strvcat: counted in a first pass (r == NULL), copied in a second. */
typedef struct {
    mt_array *r;
    size_t rows, width, row;
    int skip_empty;
} row_stack;

/* The rows of one value: a char (or numeric) matrix gives its rows, one empty row when it
 * has none (char; strvcat drops empty ones); a cell gives its elements' rows in order, an
 * empty cell one empty row (Octave's string_vector_value of the elements). */
static void stack_value(row_stack *st, const mt_array *a)
{
    size_t nr, i, j;
    if (a->cls == MT_CELL) {
        if (a->numel == 0) {
            if (!st->skip_empty)
                st->row++;
            return;
        }
        for (i = 0; i < a->numel; i++) {
            const mt_array *e = mt__cell_at(a, i);
            if (e->cls == MT_STRUCT)
                mt__container_type_error("octave_base_value::convert_to_str_internal ()", e);
            if (e->cls != MT_CHAR && e->cls != MT_CELL) {
                /* numbers that are character codes convert exactly */
                size_t m;
                if (mt__is_container(e) || e->cplx)
                    mt_error("mat2c: char of a cell with elements other than strings and "
                             "numbers is not supported");
                for (m = 0; m < e->numel; m++) {
                    double c = mt__get(e, m);
                    if (!(c >= 0 && c <= 255 && c == floor(c)))
                        mt_error("mat2c: char of a cell holding numbers that are not "
                                 "character codes is not supported");
                }
            }
            stack_value(st, e);
        }
        return;
    }
    if (mt__is_container(a))
        mt_error("char: wrong type argument '%s'", a->cls == MT_STRUCT ? "struct" : "object");
    if (a->ndims > 2)
        mt_error("char: wrong type argument '%s'", "N-d array");
    nr = a->numel ? a->dims[0] : (st->skip_empty ? 0 : a->dims[0] ? a->dims[0] : 1);
    if (st->r == NULL) {
        if (a->numel && a->dims[1] > st->width)
            st->width = a->dims[1];
    } else if (a->numel)
        for (i = 0; i < nr; i++)
            for (j = 0; j < a->dims[1]; j++) {
                double c = mt__get(a, i + j * nr);
                ((uint8_t *)st->r->data)[st->row + i + j * st->rows] =
                    (uint8_t)(c < 0 ? 0 : c > 255 ? 255 : c);
            }
    st->row += nr;
}

/* The rows of every argument stacked into a char matrix padded with blanks; strvcat drops
 * empty rows, char keeps them as blank rows. A lone cell argument gives only its
 * elements' rows (char({}) is 0x0). */
static void stack_rows(mt_array *o, int nargs, const mt_arg *args, int skip_empty)
{
    mt_array v, r = MT_ARRAY_INIT;
    row_stack st;
    size_t d[2];
    int k, pass;
    st.rows = 0;
    st.width = 0;
    st.skip_empty = skip_empty;
    for (pass = 0; pass < 2; pass++) {
        st.r = pass ? &r : NULL;
        st.row = 0;
        if (pass) {
            d[0] = st.rows;
            d[1] = st.width;
            mt_resize(&r, MT_CHAR, 0, 2, d);
            memset(r.data, ' ', st.rows * st.width);
        }
        for (k = 0; k < nargs; k++) {
            const mt_array *a = mt__bi_arg(&args[k], &v);
            if (nargs == 1 && a->cls == MT_CELL && a->numel == 0)
                continue;
            stack_value(&st, a);
        }
        st.rows = st.row;
    }
    mt__bi_give(o, &r);
}

/* Octave's errors for a struct (or other non-cell container) argument: char of one names
 * its type, char of several and strvcat cannot convert "some args". */
static void check_args(const char *fn, int nargs, const mt_arg *args)
{
    int k;
    for (k = 0; k < nargs; k++) {
        mt_array v;
        const mt_array *a = mt__bi_arg(&args[k], &v);
        if (!mt__is_container(a) || a->cls == MT_CELL)
            continue;
        if (nargs == 1 && strcmp(fn, "char") == 0)
            mt__container_type_error("octave_base_value::convert_to_str_internal ()", a);
        mt_error("%s: unable to convert some args to strings", fn);
    }
}

BI(char)
{
    (void)nout;
    check_args("char", nargs, args);
    if (nargs == 1) { /* one array converts in its shape (N-d included) */
        mt_array v, t = MT_ARRAY_INIT;
        const mt_array *a = mt__bi_arg(&args[0], &v);
        if (!mt__is_container(a)) {
            mt_convert(&t, MT_CHAR, a);
            mt__bi_give(out[0], &t);
            return;
        }
    }
    stack_rows(out[0], nargs, args, 0);
}

BI(strvcat)
{
    (void)nout;
    check_args("strvcat", nargs, args);
    stack_rows(out[0], nargs, args, 1);
}
