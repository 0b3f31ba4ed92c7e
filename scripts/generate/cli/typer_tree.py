"""Reads a Typer application's command tree from its source, without importing or running it.

Usage: python3 typer_tree.py <checkout> <package dir> <entry module> <app variable>
   e.g. python3 typer_tree.py /tmp/clouder clouder/cli clouder/cli/main.py app

Prints JSON: the root group (its options, commands and nested groups), each command with its
arguments and options (names, type, default, environment variable, required, hidden) and the file
and line it is defined at. Help texts are not copied: each carries a short digest instead, so that
a change of upstream wording shows up in the drift report without upstream text entering the
repository. Only Python's standard library is used (ast), so the generator runs wherever python3
does.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import sys
from dataclasses import dataclass, field
from typing import Any


def digest(text: str | None) -> str | None:
    if text is None:
        return None
    normalized = " ".join(text.split())
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()[:12] if normalized else None


@dataclass
class Module:
    name: str  # dotted: clouder.cli.kubeadm
    path: str  # relative to the checkout: clouder/cli/kubeadm/__init__.py
    tree: ast.Module
    package: str  # the package relative imports resolve against
    # local name -> (module, name) for `from X import Y as Z`
    imports: dict[str, tuple[str, str]] = field(default_factory=dict)
    # local name -> module for `import X as Z` / `from . import submodule`
    module_aliases: dict[str, str] = field(default_factory=dict)
    assignments: dict[str, ast.expr] = field(default_factory=dict)
    functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = field(default_factory=dict)
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)


AppId = tuple[str, str]  # (module, variable)

# How a parameter declares itself an option or an argument (`typer.Option(...)`, `Argument(...)`).
PARAMETER_MARKERS = ("typer.Option", "Option", "typer.Argument", "Argument")


@dataclass
class Registration:
    kind: str  # command | group | callback | click
    module: str
    line: int
    name: str | None
    target: Any  # function node, AppId or click function
    keywords: dict[str, ast.expr]
    function_module: str | None = None
    # Where the registration happens in execution order: the module and line of the statement that
    # runs it (for a `register(app)` function, the call of that function).
    order_module: str | None = None
    order_line: int = 0


class Reader:
    def __init__(self, root: str, package_dir: str):
        self.root = root
        self.package_dir = package_dir.strip("/")
        self.modules: dict[str, Module] = {}
        self.apps: dict[AppId, dict[str, ast.expr]] = {}
        self.registrations: dict[AppId, list[Registration]] = {}
        self.order: list[str] = []
        for directory, _, files in sorted(os.walk(os.path.join(root, self.package_dir))):
            for file in sorted(files):
                if file.endswith(".py"):
                    self._load(os.path.relpath(os.path.join(directory, file), root))
        for module in self.modules.values():
            self._collect(module)

    # --- modules -------------------------------------------------------------------------------

    def _load(self, path: str) -> None:
        with open(os.path.join(self.root, path), encoding="utf-8") as handle:
            source = handle.read()
        name = path[:-3].replace(os.sep, ".")
        is_package = name.endswith(".__init__")
        if is_package:
            name = name[: -len(".__init__")]
        package = name if is_package else name.rsplit(".", 1)[0]
        module = Module(name=name, path=path.replace(os.sep, "/"), tree=ast.parse(source), package=package)
        for node in module.tree.body:
            if isinstance(node, ast.ImportFrom):
                base = self._resolve_from(module, node)
                for alias in node.names:
                    local = alias.asname or alias.name
                    candidate = f"{base}.{alias.name}"
                    if self._module_exists(candidate):
                        module.module_aliases[local] = candidate
                    else:
                        module.imports[local] = (base, alias.name)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    module.module_aliases[alias.asname or alias.name.split(".")[0]] = alias.name
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        module.assignments[target.id] = node.value
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value:
                module.assignments[node.target.id] = node.value
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                module.functions[node.name] = node
            elif isinstance(node, ast.ClassDef):
                module.classes[node.name] = node
        self.modules[name] = module

    def _resolve_from(self, module: Module, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        parts = module.package.split(".")
        if node.level > 1:
            parts = parts[: len(parts) - (node.level - 1)]
        return ".".join(parts + ([node.module] if node.module else []))

    def _module_exists(self, dotted: str) -> bool:
        path = dotted.replace(".", "/")
        return os.path.isfile(os.path.join(self.root, path + ".py")) or os.path.isfile(
            os.path.join(self.root, path, "__init__.py")
        )

    def resolve(self, module: Module, name: str, depth: int = 0) -> tuple[Module, str] | None:
        """Follows `from X import name` chains to the module that defines `name`."""
        if depth > 10:
            return None
        if name in module.assignments or name in module.functions or name in module.classes:
            return module, name
        if name in module.imports:
            target_module, target_name = module.imports[name]
            target = self.modules.get(target_module)
            if target:
                return self.resolve(target, target_name, depth + 1)
        return None

    def app_id(self, module: Module, expr: ast.expr) -> AppId | None:
        if isinstance(expr, ast.Name):
            found = self.resolve(module, expr.id)
            if found and (found[0].name, found[1]) in self.apps:
                return found[0].name, found[1]
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            target = self.modules.get(module.module_aliases.get(expr.value.id, ""))
            if target:
                return self.app_id(target, ast.Name(id=expr.attr))
        return None

    # --- registrations -------------------------------------------------------------------------

    @staticmethod
    def _is_call_to(expr: ast.expr, *names: str) -> bool:
        if not isinstance(expr, ast.Call):
            return False
        func = expr.func
        dotted = ast.unparse(func)
        return any(dotted == name or dotted.endswith("." + name) for name in names)

    def _collect(self, module: Module) -> None:
        for name, value in module.assignments.items():
            if self._is_call_to(value, "typer.Typer", "Typer"):
                self.apps[(module.name, name)] = {k.arg: k.value for k in value.keywords if k.arg}  # type: ignore[union-attr]

    def collect_registrations(self) -> None:
        for module in self.modules.values():
            for node in ast.walk(module.tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    for decorator in node.decorator_list:
                        self._decorator(module, node, decorator)
                elif isinstance(node, ast.Call):
                    self._call(module, node)

    def _register(self, app: AppId, registration: Registration) -> None:
        self.registrations.setdefault(app, []).append(registration)

    def _decorator(
        self,
        module: Module,
        function: ast.AST,
        decorator: ast.expr,
        bound: dict[str, AppId] | None = None,
        order: tuple[str, int] | None = None,
    ) -> None:
        if not isinstance(decorator, ast.Call) or not isinstance(decorator.func, ast.Attribute):
            return
        target = decorator.func.value
        app = (
            bound[target.id]
            if bound and isinstance(target, ast.Name) and target.id in bound
            else self.app_id(module, target)
        )
        if not app or decorator.func.attr not in ("command", "callback"):
            return
        keywords = {k.arg: k.value for k in decorator.keywords if k.arg}
        name = None
        if decorator.args and isinstance(decorator.args[0], ast.Constant):
            name = decorator.args[0].value
        elif "name" in keywords and isinstance(keywords["name"], ast.Constant):
            name = keywords["name"].value  # type: ignore[attr-defined]
        registration = Registration(decorator.func.attr, module.name, decorator.lineno, name, function, keywords, module.name)
        if order:
            registration.order_module, registration.order_line = order
        self._register(app, registration)

    def _call(self, module: Module, call: ast.Call) -> None:
        func = call.func
        # app.command("name")(function)
        if isinstance(func, ast.Call) and isinstance(func.func, ast.Attribute) and func.func.attr == "command":
            app = self.app_id(module, func.func.value)
            if app and call.args and isinstance(call.args[0], (ast.Name, ast.Attribute)):
                keywords = {k.arg: k.value for k in func.keywords if k.arg}
                name = func.args[0].value if func.args and isinstance(func.args[0], ast.Constant) else None
                target = self._function(module, call.args[0])
                if target:
                    self._register(
                        app, Registration("command", module.name, call.lineno, name, target[1], keywords, target[0])
                    )
            return
        if call.args and not (isinstance(func, ast.Attribute) and func.attr in ("add_typer", "add_command", "command", "callback")):
            # register(app): a function that receives an application and decorates commands on it.
            apps = [self.app_id(module, argument) for argument in call.args]
            if any(apps):
                target = self._function(module, func)
                if target and isinstance(target[1], (ast.FunctionDef, ast.AsyncFunctionDef)):
                    parameters = [a.arg for a in target[1].args.args]
                    bound = {parameters[i]: app for i, app in enumerate(apps) if app and i < len(parameters)}
                    defining = self.modules[target[0]]
                    for node in ast.walk(target[1]):
                        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not target[1]:
                            for decorator in node.decorator_list:
                                self._decorator(defining, node, decorator, bound, (module.name, call.lineno))
            return
        if not isinstance(func, ast.Attribute):
            return
        if func.attr == "add_typer":
            app = self.app_id(module, func.value)
            child = self.app_id(module, call.args[0]) if call.args else None
            if app and child:
                keywords = {k.arg: k.value for k in call.keywords if k.arg}
                name = keywords.get("name")
                self._register(
                    app,
                    Registration(
                        "group",
                        module.name,
                        call.lineno,
                        name.value if isinstance(name, ast.Constant) else None,
                        child,
                        keywords,
                    ),
                )
        elif func.attr == "add_command" and call.args:
            # A Click command added to the root group (pass-through wrappers such as kubectl).
            target = self._function(module, call.args[0])
            if target:
                self._register(("<root>", "<click>"), Registration("click", module.name, call.lineno, None, target[1], {}, target[0]))

    def _function(self, module: Module, expr: ast.expr) -> tuple[str, ast.AST] | None:
        if isinstance(expr, ast.Name):
            found = self.resolve(module, expr.id)
            if found and found[1] in found[0].functions:
                return found[0].name, found[0].functions[found[1]]
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            target = self.modules.get(module.module_aliases.get(expr.value.id, ""))
            if target and expr.attr in target.functions:
                return target.name, target.functions[expr.attr]
        return None

    # --- values --------------------------------------------------------------------------------

    def value(self, module: Module, expr: ast.expr | None, depth: int = 0) -> Any:
        """A literal value, following module constants; otherwise the expression's source."""
        if expr is None:
            return None
        if isinstance(expr, ast.Constant):
            return expr.value
        if isinstance(expr, (ast.List, ast.Tuple, ast.Set)):
            return [self.value(module, element, depth + 1) for element in expr.elts]
        if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.USub) and isinstance(expr.operand, ast.Constant):
            return -expr.operand.value  # type: ignore[operator]
        if isinstance(expr, ast.Name) and depth < 10:
            found = self.resolve(module, expr.id)
            if found and found[1] in found[0].assignments:
                resolved = self.value(found[0], found[0].assignments[found[1]], depth + 1)
                if not isinstance(resolved, dict):
                    return resolved
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and depth < 10:
            # An enum member used as a default (Cloud.aws): its value.
            found = self.resolve(module, expr.value.id)
            if found and found[1] in found[0].classes:
                for statement in found[0].classes[found[1]].body:
                    if (
                        isinstance(statement, ast.Assign)
                        and any(isinstance(t, ast.Name) and t.id == expr.attr for t in statement.targets)
                        and isinstance(statement.value, ast.Constant)
                    ):
                        return statement.value.value
        if isinstance(expr, ast.JoinedStr):
            return {"expression": ast.unparse(expr)}
        if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
            left, right = self.value(module, expr.left, depth + 1), self.value(module, expr.right, depth + 1)
            if isinstance(left, str) and isinstance(right, str):
                return left + right
        return {"expression": ast.unparse(expr)}

    def text(self, module: Module, expr: ast.expr | None) -> str | None:
        value = self.value(module, expr)
        return value if isinstance(value, str) else None

    # --- parameters ----------------------------------------------------------------------------

    def value_type(self, module: Module, annotation: ast.expr | None) -> tuple[str, list[str] | None, bool]:
        """(type, choices, many) from a parameter annotation."""
        if annotation is None:
            return "text", None, False
        if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
            try:
                annotation = ast.parse(annotation.value, mode="eval").body
            except SyntaxError:
                return "text", None, False
        if isinstance(annotation, ast.BinOp):  # X | None
            parts = [annotation.left, annotation.right]
            inner = [part for part in parts if not (isinstance(part, ast.Constant) and part.value is None)]
            return self.value_type(module, inner[0]) if inner else ("text", None, False)
        if isinstance(annotation, ast.Subscript):
            head = ast.unparse(annotation.value).split(".")[-1]
            inner_node = annotation.slice
            if head == "Annotated" and isinstance(inner_node, ast.Tuple):
                return self.value_type(module, inner_node.elts[0])
            if head == "Optional":
                return self.value_type(module, inner_node)
            if head in ("List", "list", "Sequence", "Tuple", "tuple"):
                first = inner_node.elts[0] if isinstance(inner_node, ast.Tuple) else inner_node
                kind, choices, _ = self.value_type(module, first)
                return kind, choices, True
            if head == "Literal":
                elements = inner_node.elts if isinstance(inner_node, ast.Tuple) else [inner_node]
                return "choice", [str(self.value(module, e)) for e in elements], False
            if head == "Union" and isinstance(inner_node, ast.Tuple):
                inner = [e for e in inner_node.elts if not (isinstance(e, ast.Constant) and e.value is None)]
                return self.value_type(module, inner[0])
        name = ast.unparse(annotation).split(".")[-1]
        simple = {"str": "text", "int": "integer", "float": "number", "bool": "boolean", "Path": "path"}
        if name in simple:
            return simple[name], None, False
        found = self.resolve(module, name)
        if found and found[1] in found[0].classes:
            enum = found[0].classes[found[1]]
            if any(ast.unparse(base).split(".")[-1] in ("Enum", "StrEnum") for base in enum.bases):
                choices = []
                for statement in enum.body:
                    if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant):
                        choices.append(str(statement.value.value))
                return "choice", choices, False
        return "text", None, False

    def parameters(self, module: Module, function: ast.FunctionDef) -> list[dict[str, Any]]:
        args = function.args
        positional = args.posonlyargs + args.args
        defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
        pairs = list(zip(positional, defaults)) + list(zip(args.kwonlyargs, args.kw_defaults))
        result = []
        for arg, default in pairs:
            annotation = arg.annotation
            if annotation is not None and ast.unparse(annotation).split(".")[-1] in ("Context",):
                continue
            marker: ast.Call | None = None
            declared_default: ast.expr | None = default
            annotated_marker = False
            if isinstance(annotation, ast.Subscript) and ast.unparse(annotation.value).split(".")[-1] == "Annotated":
                for element in annotation.slice.elts[1:]:  # type: ignore[attr-defined]
                    if self._is_call_to(element, *PARAMETER_MARKERS):
                        marker = element  # type: ignore[assignment]
                        annotated_marker = True
            if marker is None and isinstance(default, ast.Name):
                # A shared option defined once at module level: `RegionOption = typer.Option(...)`.
                found = self.resolve(module, default.id)
                shared = found[0].assignments.get(found[1]) if found else None
                if shared is not None and self._is_call_to(shared, *PARAMETER_MARKERS):
                    default = shared
            if marker is None and default is not None and self._is_call_to(default, *PARAMETER_MARKERS):
                marker = default  # type: ignore[assignment]
                declared_default = None
            kind, choices, many = self.value_type(module, annotation)
            is_argument = marker is not None and ast.unparse(marker.func).split(".")[-1] == "Argument"
            keywords = {k.arg: k.value for k in marker.keywords if k.arg} if marker else {}
            names: list[str] = []
            default_expr: ast.expr | None
            if marker is not None:
                positional_args = list(marker.args)
                if annotated_marker:
                    default_expr = declared_default
                else:
                    default_expr = positional_args.pop(0) if positional_args else keywords.get("default")
                names = [a.value for a in positional_args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            else:
                default_expr = declared_default
                is_argument = default is None
            required = default_expr is None and (is_argument or marker is None)
            default_value = self.value(module, default_expr)
            if isinstance(default_expr, ast.Constant) and default_expr.value is Ellipsis:
                required, default_value = True, None
            if "click_type" in keywords:
                click_type = keywords["click_type"]
                if self._is_call_to(click_type, "click.Choice", "Choice") and click_type.args:  # type: ignore[union-attr]
                    listed = self.value(module, click_type.args[0])  # type: ignore[union-attr]
                    if isinstance(listed, list):
                        kind, choices = "choice", [str(c) for c in listed]
            entry: dict[str, Any] = {
                "parameter": arg.arg,
                "kind": "argument" if is_argument else "option",
                "type": kind,
                "required": bool(required),
                "line": arg.lineno,
            }
            if choices:
                entry["choices"] = choices
            if many:
                entry["many"] = True
            if default_value is not None and default_value != [] and not (kind == "boolean" and default_value is False and is_argument):
                entry["default"] = default_value
            if is_argument:
                entry["name"] = arg.arg.upper()
            else:
                entry.update(self.option_names(arg.arg, names, kind))
            envvar = self.value(module, keywords.get("envvar"))
            if envvar:
                entry["envvar"] = envvar if isinstance(envvar, list) else [envvar]
            if keywords.get("hidden") is not None and self.value(module, keywords["hidden"]) is True:
                entry["hidden"] = True
            help_digest = digest(self.text(module, keywords.get("help")))
            if help_digest:
                entry["helpDigest"] = help_digest
            result.append(entry)
        return result

    @staticmethod
    def option_names(parameter: str, declared: list[str], kind: str) -> dict[str, Any]:
        if not declared:
            long = "--" + parameter.replace("_", "-")
            if kind == "boolean":
                return {"name": long, "aliases": ["--no-" + long[2:]], "flag": True}
            return {"name": long, "aliases": []}
        spellings: list[str] = []
        for declaration in declared:
            for part in declaration.split("/"):
                part = part.strip()
                if part:
                    spellings.append(part)
        longs = [s for s in spellings if s.startswith("--")]
        name = longs[0] if longs else spellings[0]
        result: dict[str, Any] = {"name": name, "aliases": [s for s in spellings if s != name]}
        if kind == "boolean":
            result["flag"] = True
        return result

    # --- tree ----------------------------------------------------------------------------------

    def command(self, registration: Registration) -> dict[str, Any]:
        function = registration.target
        module = self.modules[registration.function_module or registration.module]
        name = registration.name or function.name.replace("_", "-")
        help_text = self.text(self.modules[registration.module], registration.keywords.get("help")) or ast.get_docstring(function)
        entry: dict[str, Any] = {
            "name": name,
            "function": function.name,
            "source": {"path": module.path, "line": function.lineno},
            "parameters": self.parameters(module, function),
        }
        if registration.keywords.get("hidden") is not None and self.value(module, registration.keywords["hidden"]) is True:
            entry["hidden"] = True
        settings = registration.keywords.get("context_settings")
        if settings is not None and (
            "allow_extra_args" in ast.unparse(settings) or "ignore_unknown_options" in ast.unparse(settings)
        ):
            # The command reads the words after it itself (ctx.args): they are not parsed as options.
            entry["passThrough"] = True
        if digest(help_text):
            entry["helpDigest"] = digest(help_text)
        return entry

    def group(self, app: AppId, name: str, keywords: dict[str, ast.expr], module_name: str) -> dict[str, Any]:
        module = self.modules[app[0]]
        settings = {**self.apps.get(app, {}), **keywords}
        help_text = self.text(module, settings.get("help")) or self.text(self.modules[module_name], keywords.get("help"))
        result: dict[str, Any] = {
            "name": name,
            "app": f"{app[0]}:{app[1]}",
            "source": {"path": module.path},
            "noArgsIsHelp": self.value(module, self.apps.get(app, {}).get("no_args_is_help")) is True,
            "commands": [],
            "groups": [],
        }
        if digest(help_text):
            result["helpDigest"] = digest(help_text)
        registrations = sorted(
            self.registrations.get(app, []),
            key=lambda r: (self.module_rank(r.order_module or r.module), r.order_line or r.line, r.line),
        )
        for registration in registrations:
            if registration.kind == "command":
                result["commands"].append(self.command(registration))
            elif registration.kind == "callback":
                invoke = self.value(module, registration.keywords.get("invoke_without_command")) is True
                function = registration.target
                parameters = self.parameters(self.modules[registration.module], function)
                callback_help = ast.get_docstring(function)
                if invoke or parameters:
                    result["callback"] = {
                        "invokeWithoutCommand": invoke,
                        "function": function.name,
                        "source": {"path": self.modules[registration.module].path, "line": function.lineno},
                        "parameters": parameters,
                    }
                if not result.get("helpDigest") and digest(callback_help):
                    result["helpDigest"] = digest(callback_help)
            elif registration.kind == "group":
                child_app = registration.target
                existing = next((g for g in result["groups"] if g["app"] == f"{child_app[0]}:{child_app[1]}"), None)
                child_name = registration.name or child_app[1]
                if existing:
                    existing.setdefault("aliases", []).append(child_name)
                    continue
                result["groups"].append(self.group(child_app, child_name, registration.keywords, registration.module))
        return result

    def module_rank(self, name: str) -> int:
        if name not in self.order:
            self.order.append(name)
        return self.order.index(name)

    def click_command(self, registration: Registration) -> dict[str, Any]:
        function = registration.target
        module = self.modules[registration.function_module or registration.module]
        name = function.name.replace("_", "-")
        pass_through = False
        parameters: list[dict[str, Any]] = []
        for decorator in reversed(function.decorator_list):
            if not isinstance(decorator, ast.Call):
                continue
            head = ast.unparse(decorator.func).split(".")[-1]
            keywords = {k.arg: k.value for k in decorator.keywords if k.arg}
            if head == "command":
                if decorator.args and isinstance(decorator.args[0], ast.Constant):
                    name = decorator.args[0].value
                elif "name" in keywords:
                    name = self.value(module, keywords["name"])
                settings = ast.unparse(keywords.get("context_settings", ast.Constant(None)))
                pass_through = "ignore_unknown_options" in settings or "allow_extra_args" in settings
            elif head == "argument" and decorator.args:
                nargs = self.value(module, keywords.get("nargs"))
                parameters.append(
                    {
                        "parameter": decorator.args[0].value,  # type: ignore[attr-defined]
                        "kind": "argument",
                        "name": str(decorator.args[0].value).upper(),  # type: ignore[attr-defined]
                        "type": "text",
                        "required": self.value(module, keywords.get("required")) is True,
                        **({"many": True} if nargs == -1 else {}),
                    }
                )
        return {
            "name": name,
            "function": function.name,
            "source": {"path": module.path, "line": function.lineno},
            "parameters": parameters,
            "passThrough": pass_through,
            **({"helpDigest": digest(ast.get_docstring(function))} if digest(ast.get_docstring(function)) else {}),
        }


def read_tree(root: str, package_dir: str, entry: str, variable: str) -> dict[str, Any]:
    reader = Reader(root, package_dir)
    reader.collect_registrations()
    entry_name = entry[:-3].replace("/", ".")
    reader.module_rank(entry_name)
    app = (entry_name, variable)
    if app not in reader.apps:
        raise SystemExit(f"no Typer application {variable} in {entry}")
    tree = reader.group(app, reader.value(reader.modules[entry_name], reader.apps[app].get("name")) or variable, {}, entry_name)
    tree["addCompletion"] = reader.value(reader.modules[entry_name], reader.apps[app].get("add_completion")) is not False
    tree["clickCommands"] = [reader.click_command(r) for r in reader.registrations.get(("<root>", "<click>"), [])]
    return tree


if __name__ == "__main__":
    if len(sys.argv) != 5:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    json.dump(read_tree(*sys.argv[1:5]), sys.stdout, indent=1, sort_keys=True, default=str)
    sys.stdout.write("\n")
