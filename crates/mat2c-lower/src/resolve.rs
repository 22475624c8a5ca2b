//! Name resolution the MATLAB way (McLab's kind analysis, MPE §5.3).
//!
//! An identifier is a variable where an assignment to it may reach the use; otherwise it is a
//! function (a builtin or a `.m` function on the path). The same name can be both in one
//! function: `sum(1)` before `sum = 3` calls the builtin, `sum(1)` after it indexes. The
//! analysis is a forward data-flow over the structured AST tracking, per program point, the
//! names *possibly* and *definitely* assigned.

use cranelift_entity::SecondaryMap;
use indexmap::IndexSet;
use mat2c_diag::{Diagnostic, codes};
use mat2c_ir::Bi;
use mat2c_syntax::ast::{Ast, Block, ExprId, ExprKind, Function, Param, StmtKind};

/// What an identifier use refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// A variable; `maybe_undef` when some path reaching the use assigns it nowhere, so a
    /// run-time check is needed.
    Var { maybe_undef: bool },
    /// A builtin of the table.
    Builtin,
    /// A user function (local to the file or a `.m` file on the path).
    UserFn,
    /// Assigned later in the function but not on any path before this use, and not a function.
    UsedBeforeDef,
    /// Neither a variable nor any known function.
    Unknown,
}

/// The kind of every identifier expression of one function body (`None` for non-identifier
/// expressions and for identifiers that are assignment targets).
#[derive(Clone, Debug, Default)]
pub struct Resolution {
    pub kinds: SecondaryMap<ExprId, Option<NameKind>>,
}

/// Which names are callable functions, and of what sort.
pub trait FunctionLookup {
    /// `Some(true)` for a user function, `Some(false)` for a builtin, `None` if unknown.
    fn lookup(&self, name: &str) -> Option<bool>;

    /// True when an unknown name must stay a compile error rather than raise Octave's
    /// "'x' undefined" at run time: in a `str2func` text it may be a variable of the caller,
    /// which Octave captures and mat2c cannot see.
    fn unknown_is_error(&self) -> bool {
        false
    }

    /// The user functions this unit can call (its own local functions, then the function
    /// files of the program), for "did you mean" suggestions.
    fn function_names(&self) -> Vec<String> {
        Vec::new()
    }

    /// True when callers may pass `f` fewer inputs than it declares (it reads `nargin`, or
    /// some call passes fewer).
    fn may_omit_inputs(&self, ast: &Ast, f: &Function) -> bool {
        crate::signature::mentions(ast, f, "nargin")
    }
}

/// The set of names assigned anywhere in a body (targets, loop variables, outputs).
pub(crate) fn assigned_names(ast: &Ast, body: &Block, out: &mut IndexSet<String>) {
    for &s in body {
        match &ast.stmt(s).kind {
            StmtKind::Assign { lhs, .. } => {
                for &l in lhs {
                    if let Some(n) = root_name(ast, l) {
                        out.insert(n.to_string());
                    }
                }
            }
            StmtKind::OpAssign { lhs: l, .. } | StmtKind::IncDec { target: l, .. } => {
                if let Some(n) = root_name(ast, *l) {
                    out.insert(n.to_string());
                }
            }
            StmtKind::For { var, body, .. } => {
                if let Some(n) = root_name(ast, *var) {
                    out.insert(n.to_string());
                }
                assigned_names(ast, body, out);
            }
            StmtKind::If {
                clauses, else_body, ..
            } => {
                for (_, b) in clauses {
                    assigned_names(ast, b, out);
                }
                if let Some(b) = else_body {
                    assigned_names(ast, b, out);
                }
            }
            StmtKind::While { body, .. } | StmtKind::DoUntil { body, .. } => {
                assigned_names(ast, body, out)
            }
            StmtKind::Switch {
                cases, otherwise, ..
            } => {
                for (_, b) in cases {
                    assigned_names(ast, b, out);
                }
                if let Some(b) = otherwise {
                    assigned_names(ast, b, out);
                }
            }
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => {
                assigned_names(ast, body, out);
                if let Some(v) = catch_var {
                    out.insert(v.name.clone());
                }
                assigned_names(ast, catch_body, out);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                assigned_names(ast, body, out);
                assigned_names(ast, cleanup, out);
            }
            StmtKind::Global { names } | StmtKind::Persistent { names } => {
                for (n, _) in names {
                    out.insert(n.name.clone());
                }
            }
            StmtKind::Expr { .. }
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Return
            | StmtKind::Command { .. }
            | StmtKind::Error => {}
        }
    }
}

/// The identifier at the root of an assignment target (`x` in `x(2).f{3}`).
pub fn root_name(ast: &Ast, mut e: ExprId) -> Option<&str> {
    loop {
        match &ast.expr(e).kind {
            ExprKind::Ident(id) => return Some(&id.name),
            ExprKind::Index { base, .. }
            | ExprKind::CellIndex { base, .. }
            | ExprKind::Field { base, .. }
            | ExprKind::DynField { base, .. } => e = *base,
            _ => return None,
        }
    }
}

/// Definedness at one program point; `None` in the analysis means unreachable.
#[derive(Clone, Debug, Default, PartialEq)]
struct State {
    possible: IndexSet<String>,
    definite: IndexSet<String>,
    /// Names removed by `clear` and not assigned since, on every path.
    cleared: IndexSet<String>,
}

fn join(a: Option<State>, b: Option<State>) -> Option<State> {
    match (a, b) {
        (None, x) | (x, None) => x,
        (Some(a), Some(b)) => {
            let mut possible = a.possible.clone();
            possible.extend(b.possible.iter().cloned());
            let definite = a
                .definite
                .iter()
                .filter(|n| b.definite.contains(*n))
                .cloned()
                .collect();
            // Cleared on every path where it may have been assigned at all.
            let cleared = possible
                .iter()
                .filter(|n| {
                    (a.cleared.contains(*n) || !a.possible.contains(*n))
                        && (b.cleared.contains(*n) || !b.possible.contains(*n))
                })
                .cloned()
                .collect();
            Some(State {
                possible,
                definite,
                cleared,
            })
        }
    }
}

struct Resolver<'a> {
    ast: &'a Ast,
    funcs: &'a dyn FunctionLookup,
    assigned: IndexSet<String>,
    res: Resolution,
    /// Recording is off during the first, exploratory pass over a loop body.
    record: bool,
    /// States at `break` (per enclosing loop) and at `continue`.
    breaks: Vec<Vec<Option<State>>>,
    continues: Vec<Vec<Option<State>>>,
    /// How many `try` bodies enclose the statement being resolved.
    try_depth: usize,
    /// Unknown names used inside a `try` body: their run-time error is expected to be
    /// caught, so they get no warning.
    in_try: IndexSet<ExprId>,
}

/// Resolves every identifier use of a function body (or a script when `func` is `None`).
pub fn resolve(
    ast: &Ast,
    func: Option<&Function>,
    funcs: &dyn FunctionLookup,
) -> (Resolution, Vec<Diagnostic>) {
    let body = match func {
        Some(f) => &f.body,
        None => &ast.script,
    };
    let mut assigned = IndexSet::new();
    let mut entry = State::default();
    if let Some(f) = func {
        // A function reading `nargin` may be called with fewer inputs: they are only possibly
        // defined at entry (see `varargs`). `nargin`/`nargout` are defined in every function.
        let optional = funcs.may_omit_inputs(ast, f);
        for name in ["nargin", "nargout"] {
            assigned.insert(name.to_string());
            entry.possible.insert(name.to_string());
            entry.definite.insert(name.to_string());
        }
        for p in &f.inputs {
            if let Param::Name(id) = p {
                assigned.insert(id.name.clone());
                entry.possible.insert(id.name.clone());
                if !optional || id.name == "varargin" {
                    entry.definite.insert(id.name.clone());
                }
            }
        }
        for p in &f.outputs {
            if let Param::Name(id) = p {
                assigned.insert(id.name.clone());
            }
        }
    }
    assigned_names(ast, body, &mut assigned);
    let mut r = Resolver {
        ast,
        funcs,
        assigned,
        res: Resolution::default(),
        record: true,
        breaks: Vec::new(),
        continues: Vec::new(),
        try_depth: 0,
        in_try: IndexSet::new(),
    };
    r.block(body, Some(entry));
    let diags = r.diagnostics();
    (r.res, diags)
}

impl Resolver<'_> {
    fn diagnostics(&self) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        for (e, k) in self.res.kinds.iter() {
            let ExprKind::Ident(id) = &self.ast.expr(e).kind else {
                continue;
            };
            // Octave runs the program and raises "'x' undefined" only when the use is
            // reached (the lowering emits that error), so these are warnings, and none for
            // a use inside a `try` body, whose error is meant to be caught.
            // A function Octave has but mat2c lacks stays an error.
            let octave_fn = mat2c_builtins::octave_knows(&id.name);
            let lacking = octave_fn || self.funcs.unknown_is_error();
            if self.in_try.contains(&e) && !lacking {
                continue;
            }
            let severity = if lacking {
                Diagnostic::error
            } else {
                Diagnostic::warning
            };
            match k {
                Some(NameKind::Unknown) if octave_fn => {
                    let kind = mat2c_builtins::unsupported_kind(&id.name)
                        .unwrap_or(mat2c_builtins::Unsupported::Other);
                    let mut d = Diagnostic::error(
                        codes::E0305,
                        id.span,
                        format!(
                            "`{}` is a GNU Octave function that mat2c does not support ({})",
                            id.name,
                            kind.what()
                        ),
                    )
                    .with_label_message("not supported by mat2c")
                    .with_help(kind.help());
                    if let Some(src) = mat2c_builtins::octave_source(&id.name) {
                        d = d.with_note(format!("Octave defines it in {src}"));
                    }
                    out.push(d)
                }
                Some(NameKind::Unknown) => out.push(
                    severity(
                        codes::E0301,
                        id.span,
                        format!("`{}` is not a variable, a builtin or a function on the path", id.name),
                    )
                    .with_label_message(if octave_fn {
                        "a function mat2c does not have".to_string()
                    } else if lacking {
                        "unknown name".to_string()
                    } else {
                        format!("unknown name: raises `'{}' undefined` if run", id.name)
                    })
                    .with_help(self.suggestion(&id.name).unwrap_or_else(|| format!(
                        "define `{}` before this line, or put `{}.m` in the program's folder or an `-I` folder",
                        id.name, id.name
                    ))),
                ),
                Some(NameKind::UsedBeforeDef) => out.push(
                    severity(
                        codes::E0302,
                        id.span,
                        format!("`{}` is used before it is assigned", id.name),
                    )
                    .with_label_message("no assignment to it reaches this use"),
                ),
                _ => {}
            }
        }
        out
    }

    /// "did you mean the builtin `max`?" for a name close to a variable of this body, a
    /// function of the program or a builtin (preferred in that order on equal distance).
    fn suggestion(&self, name: &str) -> Option<String> {
        let functions = self.funcs.function_names();
        let builtins: Vec<&str> = mat2c_builtins::builtin_names().collect();
        let vars = self.assigned.iter().map(String::as_str);
        let all = vars
            .clone()
            .chain(functions.iter().map(String::as_str))
            .chain(builtins.iter().copied());
        let best = mat2c_diag::closest(name, all)?;
        let what = if self.assigned.contains(best) {
            "the variable"
        } else if functions.iter().any(|f| f == best) {
            "the function"
        } else {
            "the builtin"
        };
        Some(format!("did you mean {what} `{best}`?"))
    }

    fn classify(&self, name: &str, st: &State) -> NameKind {
        // A name `clear` removed on every path is the function of that name again.
        let cleared_fn = st.cleared.contains(name) && self.funcs.lookup(name).is_some();
        if st.possible.contains(name) && !cleared_fn {
            return NameKind::Var {
                maybe_undef: !st.definite.contains(name),
            };
        }
        match self.funcs.lookup(name) {
            Some(true) => NameKind::UserFn,
            Some(false) => NameKind::Builtin,
            None if self.assigned.contains(name) => NameKind::UsedBeforeDef,
            None => NameKind::Unknown,
        }
    }

    /// `exist('name', ...)`: records what `name` is at this point on its string literal
    /// (lowering folds the call from it; see `exist.rs`).
    fn exist_name(&mut self, base: ExprId, args: &[ExprId], st: &State) {
        let ast = self.ast;
        if let ExprKind::Ident(id) = &ast.expr(base).kind
            && mat2c_builtins::id_of(&id.name) == Some(Bi::exist)
            && matches!(self.res.kinds[base], Some(NameKind::Builtin))
            && let Some(&a) = args.first()
            && let ExprKind::String { value, .. } = &ast.expr(a).kind
        {
            let k = self.classify(value, st);
            self.set(a, k);
        }
    }

    fn set(&mut self, e: ExprId, k: NameKind) {
        if self.record {
            if self.try_depth > 0 && matches!(k, NameKind::Unknown | NameKind::UsedBeforeDef) {
                self.in_try.insert(e);
            }
            self.res.kinds[e] = Some(k);
        }
    }

    fn expr(&mut self, e: ExprId, st: &State) {
        let ast = self.ast;
        match &ast.expr(e).kind {
            ExprKind::Ident(id) => {
                let k = self.classify(&id.name, st);
                self.set(e, k);
            }
            ExprKind::Number { .. }
            | ExprKind::String { .. }
            | ExprKind::Colon
            | ExprKind::End
            | ExprKind::Tilde
            | ExprKind::FuncHandle { .. }
            | ExprKind::Error => {}
            ExprKind::Unary { operand, .. } | ExprKind::Postfix { operand, .. } => {
                self.expr(*operand, st)
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(*lhs, st);
                self.expr(*rhs, st);
            }
            ExprKind::Range { start, step, stop } => {
                self.expr(*start, st);
                if let Some(s) = step {
                    self.expr(*s, st);
                }
                self.expr(*stop, st);
            }
            // `keys(m)` on a variable: a `containers.Map` method (lowering checks `m`).
            ExprKind::Index { base, args }
                if let ExprKind::Ident(f) = &ast.expr(*base).kind
                    && is_map_method_name(&f.name)
                    && matches!(self.classify(&f.name, st), NameKind::Unknown)
                    && let Some(ExprKind::Ident(m)) = args.first().map(|&a| &ast.expr(a).kind)
                    && matches!(self.classify(&m.name, st), NameKind::Var { .. }) =>
            {
                for &a in args {
                    self.expr(a, st);
                }
            }
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                self.expr(*base, st);
                for &a in args {
                    self.expr(a, st);
                }
                self.exist_name(*base, args, st);
            }
            // `containers.Map`: the class, unless `containers` is a variable.
            ExprKind::Field { base, name }
                if name.name == "Map"
                    && matches!(&ast.expr(*base).kind, ExprKind::Ident(id) if id.name == "containers"
                        && !matches!(self.classify(&id.name, st), NameKind::Var { .. })) => {}
            ExprKind::Field { base, .. } => self.expr(*base, st),
            ExprKind::DynField { base, name } => {
                self.expr(*base, st);
                self.expr(*name, st);
            }
            ExprKind::Matrix { rows } | ExprKind::Cell { rows } => {
                for row in rows {
                    for &x in row {
                        self.expr(x, st);
                    }
                }
            }
            ExprKind::AnonFn { params, body } => {
                // The body sees its parameters plus the variables captured at creation.
                let mut inner = st.clone();
                // `nargin` in the body counts the arguments of the call.
                inner.possible.insert("nargin".into());
                inner.definite.insert("nargin".into());
                for p in params {
                    if let Param::Name(id) = p {
                        inner.possible.insert(id.name.clone());
                        inner.definite.insert(id.name.clone());
                    }
                }
                self.expr(*body, &inner);
            }
        }
    }

    /// An assignment target: subscripts are uses; the root is a definition (an indexed
    /// assignment also reads the old value when there is one).
    fn target(&mut self, e: ExprId, st: &State) {
        let ast = self.ast;
        match &ast.expr(e).kind {
            ExprKind::Ident(_) | ExprKind::Tilde => {}
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                self.target_base(*base, st);
                for &a in args {
                    self.expr(a, st);
                }
            }
            ExprKind::Field { base, .. } => self.target_base(*base, st),
            ExprKind::DynField { base, name } => {
                self.target_base(*base, st);
                self.expr(*name, st);
            }
            _ => self.expr(e, st),
        }
    }

    fn target_base(&mut self, base: ExprId, st: &State) {
        if let ExprKind::Ident(id) = &self.ast.expr(base).kind {
            // An indexed assignment to a name not yet defined creates the variable; it never
            // calls a function.
            let k = if st.possible.contains(&id.name) {
                NameKind::Var {
                    maybe_undef: !st.definite.contains(&id.name),
                }
            } else {
                NameKind::Var { maybe_undef: true }
            };
            self.set(base, k);
        } else {
            self.target(base, st);
        }
    }

    fn define(&self, st: &mut State, e: ExprId) {
        if let Some(n) = root_name(self.ast, e) {
            st.possible.insert(n.to_string());
            st.definite.insert(n.to_string());
            st.cleared.shift_remove(n);
        }
    }

    /// `clear`: the names it removes are no longer definitely assigned.
    fn clear(&self, what: &crate::clear_forms::Clear, st: &mut State) {
        use crate::clear_forms::Clear;
        let names: Vec<String> = match what {
            Clear::AllVars | Clear::Everything => st.possible.iter().cloned().collect(),
            Clear::Names(n) => n.clone(),
            Clear::Functions | Clear::Globals | Clear::Unsupported(_) => return,
        };
        for n in names.iter().filter(|n| !crate::clear_forms::is_kept(n)) {
            st.definite.shift_remove(n);
            if st.possible.contains(n) {
                st.cleared.insert(n.clone());
            }
        }
    }

    fn block(&mut self, body: &Block, mut st: Option<State>) -> Option<State> {
        for &s in body {
            let Some(cur) = st.take() else {
                // Unreachable code: resolve it against an empty state so its names still get
                // kinds, but it cannot affect what follows.
                self.stmt(s, State::default());
                continue;
            };
            st = self.stmt(s, cur);
        }
        st
    }

    fn stmt(&mut self, s: mat2c_syntax::ast::StmtId, mut st: State) -> Option<State> {
        let ast = self.ast;
        if let Some(what) = crate::clear_forms::parse(ast, s) {
            self.clear(&what, &mut st);
            return Some(st);
        }
        if let Some((name, _)) = crate::clear_forms::session_call(ast, s)
            && !st.possible.contains(name)
        {
            return Some(st);
        }
        match &ast.stmt(s).kind {
            StmtKind::Expr { expr, .. } => {
                self.expr(*expr, &st);
                // An expression statement assigns `ans` when it has a value.
                st.possible.insert("ans".into());
                st.cleared.shift_remove("ans");
                Some(st)
            }
            StmtKind::Assign { lhs, rhs, .. } => {
                self.expr(*rhs, &st);
                for &l in lhs {
                    self.target(l, &st);
                }
                for &l in lhs {
                    self.define(&mut st, l);
                }
                Some(st)
            }
            StmtKind::OpAssign { lhs, rhs, .. } => {
                self.expr(*rhs, &st);
                self.expr(*lhs, &st);
                self.define(&mut st, *lhs);
                Some(st)
            }
            StmtKind::IncDec { target, .. } => {
                self.expr(*target, &st);
                self.define(&mut st, *target);
                Some(st)
            }
            StmtKind::If {
                clauses, else_body, ..
            } => {
                let mut out = None;
                for (cond, body) in clauses {
                    self.expr(*cond, &st);
                    out = join(out, self.block(body, Some(st.clone())));
                }
                match else_body {
                    Some(b) => join(out, self.block(b, Some(st))),
                    None => join(out, Some(st)),
                }
            }
            StmtKind::For {
                var, iter, body, ..
            } => {
                self.expr(*iter, &st);
                let var = *var;
                self.target(var, &st);
                self.looped(st, |r, mut s| {
                    r.define(&mut s, var);
                    r.block(body, Some(s))
                })
            }
            StmtKind::While { cond, body } => {
                let cond = *cond;
                self.looped_cond(st, cond, body, false)
            }
            StmtKind::DoUntil { body, cond } => {
                let cond = *cond;
                self.looped_cond(st, cond, body, true)
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => {
                self.expr(*subject, &st);
                let mut out = None;
                for (v, body) in cases {
                    self.expr(*v, &st);
                    out = join(out, self.block(body, Some(st.clone())));
                }
                match otherwise {
                    Some(b) => join(out, self.block(b, Some(st))),
                    None => join(out, Some(st)),
                }
            }
            StmtKind::Break => {
                if let Some(b) = self.breaks.last_mut() {
                    b.push(Some(st));
                }
                None
            }
            StmtKind::Continue => {
                if let Some(c) = self.continues.last_mut() {
                    c.push(Some(st));
                }
                None
            }
            StmtKind::Return => None,
            StmtKind::Global { names } | StmtKind::Persistent { names } => {
                for (n, init) in names {
                    if let Some(i) = init {
                        self.expr(*i, &st);
                    }
                    st.possible.insert(n.name.clone());
                    st.definite.insert(n.name.clone());
                    st.cleared.shift_remove(&n.name);
                }
                Some(st)
            }
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => {
                self.try_depth += 1;
                let after_try = self.block(body, Some(st.clone()));
                self.try_depth -= 1;
                // The catch block may start after any prefix of the try block.
                let mut at_catch = join(Some(st), after_try.clone());
                if let (Some(s), Some(v)) = (at_catch.as_mut(), catch_var) {
                    s.possible.insert(v.name.clone());
                    s.definite.insert(v.name.clone());
                    s.cleared.shift_remove(&v.name);
                }
                let after_catch = self.block(catch_body, at_catch);
                join(after_try, after_catch)
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                let after = self.block(body, Some(st.clone()));
                let at_cleanup = join(Some(st), after);
                self.block(cleanup, at_cleanup)
            }
            StmtKind::Command { .. } | StmtKind::Error => Some(st),
        }
    }

    /// A loop whose body runs zero or more times: a first pass without recording finds what
    /// the body may assign, then the recorded pass sees those names as possibly defined.
    fn looped(
        &mut self,
        st: State,
        mut body: impl FnMut(&mut Self, State) -> Option<State>,
    ) -> Option<State> {
        let was = self.record;
        self.record = false;
        self.breaks.push(Vec::new());
        self.continues.push(Vec::new());
        let end1 = body(self, st.clone());
        let conts = self.continues.pop().unwrap_or_default();
        let mut head = join(Some(st.clone()), end1);
        for c in conts {
            head = join(head, c);
        }
        if !was {
            // Inside an enclosing loop's exploratory pass one pass is enough: a second one
            // from `head` adds to `head` only what the first pass's breaks add (the transfer
            // functions are gen/kill), and skipping it keeps nested loops linear, not 2^depth.
            let mut out = head;
            for b in self.breaks.pop().unwrap_or_default() {
                out = join(out, b);
            }
            return out;
        }
        self.breaks.pop();
        self.record = was;
        self.breaks.push(Vec::new());
        self.continues.push(Vec::new());
        let head_state = head.clone().unwrap_or(st);
        let _ = body(self, head_state);
        self.continues.pop();
        let mut out = head;
        for b in self.breaks.pop().unwrap_or_default() {
            out = join(out, b);
        }
        out
    }

    fn looped_cond(
        &mut self,
        st: State,
        cond: ExprId,
        body: &Block,
        do_until: bool,
    ) -> Option<State> {
        if do_until {
            // The body runs at least once before the condition.
            let first = self.block(body, Some(st.clone()));
            let st2 = first.unwrap_or(st);
            self.expr(cond, &st2);
            return self.looped(st2, |r, s| {
                let after = r.block(body, Some(s));
                if let Some(a) = &after {
                    r.expr(cond, a);
                }
                after
            });
        }
        self.looped(st, |r, s| {
            r.expr(cond, &s);
            r.block(body, Some(s))
        })
    }
}

/// The `containers.Map` methods called as functions (`keys(m)`); lives here, not in
/// `containers_map`, because that module depends on name resolution.
pub(crate) fn is_map_method_name(name: &str) -> bool {
    matches!(name, "keys" | "values" | "isKey" | "remove")
}
